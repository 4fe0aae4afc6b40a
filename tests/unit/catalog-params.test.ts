import { describe, expect, it } from "vitest";
import { containsPattern, escapeLike } from "@/lib/catalog/like";
import { genderSchema, idParam, isUuid, PRODUCT_GENDERS, productQuerySchema, queryInput } from "@/lib/catalog/params";
import { productGender } from "@/models/enums";

describe("catalogue query parameters", () => {
  it("take the first value of each parameter and leave blank ones out", () => {
    const params = new URLSearchParams("category=Pets&category=Kids&rating=&searchValue=%20%20&pageNumber=2");
    expect(queryInput(params)).toEqual({ category: "Pets", pageNumber: "2" });
    expect(queryInput({ category: ["Pets", "Kids"], rating: "", color: undefined, sortPrice: "low-to-high" })).toEqual({
      category: "Pets",
      sortPrice: "low-to-high",
    });
  });

  it("turn the collections filters into numbers and trimmed text", () => {
    expect(
      productQuerySchema.parse({ category: " Pets ", rating: "4.5", lowPrice: "100", highPrice: "500", pageNumber: "3", sortPrice: "high-to-low", color: "Navy", searchValue: " dog " }),
    ).toEqual({ category: "Pets", rating: 4.5, lowPrice: 100, highPrice: 500, pageNumber: 3, sortPrice: "high-to-low", color: "Navy", searchValue: "dog" });
    expect(productQuerySchema.parse({})).toEqual({});
    expect(productQuerySchema.parse({ lowPrice: "300", highPrice: "300" })).toEqual({ lowPrice: 300, highPrice: 300 });
  });

  it("refuse numbers in other shapes (hex, exponents, signs) instead of guessing", () => {
    for (const pageNumber of ["0x10", "1e3", "+2", " ", "٣"]) {
      expect(productQuerySchema.safeParse({ pageNumber }).success).toBe(false);
    }
  });
});

describe("themes and ids", () => {
  it("know exactly the themes of the schema's product_gender enum", () => {
    expect([...PRODUCT_GENDERS]).toEqual(productGender.enumValues);
  });

  it("take a theme in any letter case", () => {
    expect(genderSchema.parse({ gender: " Pets " })).toEqual({ gender: "pets" });
    expect(genderSchema.safeParse({ gender: "petz" }).success).toBe(false);
  });

  it("tell ids from slugs, so a slug is never compared with a uuid column", () => {
    expect(isUuid("5B0E4A5C-2F4E-4D7B-9A51-0C7F3D2B9E11")).toBe(true);
    expect(isUuid("dog-dad-printed-cotton-t-shirt")).toBe(false);
    expect(isUuid("5b0e4a5c-2f4e-4d7b-9a51-0c7f3d2b9e11x")).toBe(false);
    expect(idParam.parse(" 5B0E4A5C-2F4E-4D7B-9A51-0C7F3D2B9E11 ")).toBe("5b0e4a5c-2f4e-4d7b-9a51-0c7f3d2b9e11");
  });
});

describe("search text in ILIKE patterns", () => {
  it("escapes the wildcards and the escape character itself", () => {
    expect(escapeLike("100%")).toBe("100\\%");
    expect(escapeLike("snake_case")).toBe("snake\\_case");
    expect(escapeLike("a\\b")).toBe("a\\\\b");
    expect(containsPattern("dog")).toBe("%dog%");
  });
});
