import { describe, expect, it } from "vitest";
import { choiceFromSearch, choiceQuery, defaultChoice, withChoice } from "@/components/product-details/choice-url";
import { colourPicture, colourPictures, productColour } from "@/lib/catalog/colour-pictures";

const colors = ["Black", "Navy", "Gray"];
const sizes = ["S", "M", "L", "XL"];
const read = (query: string) => choiceFromSearch(new URLSearchParams(query), colors, sizes);

describe("the product page's choice in its URL", () => {
  it("reads the colour and size the URL names, in the product's own spelling", () => {
    expect(read("color=Navy&size=XL")).toEqual({ color: "Navy", size: "XL", named: true });
    expect(read("color=navy&size=xl")).toEqual({ color: "Navy", size: "XL", named: true });
    expect(read("size=L")).toEqual({ color: "Black", size: "L", named: true });
  });

  it("falls back to the first colour and size for a value the product does not offer, or none", () => {
    expect(read("")).toEqual({ color: "Black", size: "S", named: false });
    expect(read("color=Pink&size=XXL")).toEqual({ color: "Black", size: "S", named: false });
    expect(read("color=&size=%20")).toEqual({ color: "Black", size: "S", named: false });
    expect(read("color=Pink&size=M")).toEqual({ color: "Black", size: "M", named: true });
  });

  it("starts a product without colours or sizes on white and medium", () => {
    expect(defaultChoice([], [])).toEqual({ color: "White", size: "M" });
    expect(choiceFromSearch(new URLSearchParams("color=Navy"), [], [])).toEqual({ color: "White", size: "M", named: false });
  });

  it("writes the choice into a link, keeping its other parts and its #fragment last", () => {
    const navy = { color: "Navy", size: "XL" };
    expect(choiceQuery(navy)).toBe("color=Navy&size=XL");
    expect(withChoice("/product/details/tee/reviews/2#customer-reviews", navy)).toBe(
      "/product/details/tee/reviews/2?color=Navy&size=XL#customer-reviews",
    );
    expect(withChoice("/product/details/tee?color=Black&ref=mail", navy)).toBe("/product/details/tee?color=Navy&ref=mail&size=XL");
    expect(withChoice("/product/details/tee", { color: "Light Blue", size: "S" })).toBe("/product/details/tee?color=Light+Blue&size=S");
    expect(withChoice("/product/details/tee#customer-reviews", null)).toBe("/product/details/tee#customer-reviews");
  });
});

describe("a product's pictures in a colour", () => {
  const product = {
    images: ["/black-front.webp", "/black-back.webp"],
    colorImages: { Black: ["/black-front.webp", "/black-back.webp"], Navy: ["/navy-front.webp", "/navy-back.webp"] },
  };

  it("are that colour's own, whatever the letter case asked", () => {
    expect(colourPictures(product, "Navy")).toEqual(["/navy-front.webp", "/navy-back.webp"]);
    expect(colourPicture(product, "navy")).toBe("/navy-front.webp");
    expect(productColour(["Black", "Navy"], " NAVY ")).toBe("Navy");
    expect(productColour(["Black", "Navy"], "Pink")).toBeUndefined();
  });

  it("are the product's own for a colour without pictures, no colour, or a product stored without them", () => {
    expect(colourPictures(product, "Gray")).toEqual(product.images);
    expect(colourPictures(product, null)).toEqual(product.images);
    expect(colourPictures({ ...product, colorImages: { Navy: [] } }, "Navy")).toEqual(product.images);
    expect(colourPicture({ images: ["/only.webp"] }, "Navy")).toBe("/only.webp");
    expect(colourPicture({ images: [], colorImages: {} }, "Navy")).toBeNull();
  });
});
