import { describe, expect, it } from "vitest";
import { pageHref, pageWindow, parsePage } from "@/components/listing/page-param";
import { searchText } from "@/components/listing/search-text";
import { FIRST_SHOWN, MOST_SHOWN, nextShowCount, parseShowCount, SHOW_STEP, withShow } from "@/components/listing/show-count";
import { DEFAULT_BANNER, themeFor, themeHref } from "@/components/listing/themes";

describe("View More counts (10, then 20 more)", () => {
  it("start at 10 and grow by 20", () => {
    expect([FIRST_SHOWN, SHOW_STEP]).toEqual([10, 20]);
    expect(parseShowCount(undefined)).toBe(10);
    expect(nextShowCount(10)).toBe(30);
    expect(nextShowCount(30)).toBe(50);
  });

  it("round a typed count up to the sequence and cap it", () => {
    expect(parseShowCount("30")).toBe(30);
    expect(parseShowCount("31")).toBe(50);
    expect(parseShowCount("5")).toBe(10);
    expect(parseShowCount("abc")).toBe(10);
    expect(parseShowCount("-20")).toBe(10);
    expect(parseShowCount("999999")).toBe(MOST_SHOWN);
    expect(parseShowCount(["50", "70"])).toBe(50);
  });

  it("put the count in the URL, leaving the first count out", () => {
    expect(withShow("/gift-store", 10)).toBe("/gift-store");
    expect(withShow("/gift-store", 30)).toBe("/gift-store?show=30");
    expect(withShow("/products/search?gender=Pets", 30)).toBe("/products/search?gender=Pets&show=30");
  });
});

describe("themes of the search and listing pages", () => {
  it("take the gender parameter in any letter case and pick its banner", () => {
    expect(themeFor("Fitness")?.banner).toBe("fitness");
    expect(themeFor("PETS")?.banner).toBe("pets");
    expect(themeFor("kids")?.banner).toBe("kids");
    expect(themeFor("male")?.label).toBe("Men");
    expect(themeFor(["Motivation"])?.banner).toBe("motivation");
  });

  it("use the default banner for themes without one, and no theme for unknown values", () => {
    expect(themeFor("female")?.banner).toBe(DEFAULT_BANNER);
    expect(themeFor("unisex")?.banner).toBe(DEFAULT_BANNER);
    expect(themeFor("dragons")).toBeNull();
    expect(themeFor(undefined)).toBeNull();
    expect(themeFor("")).toBeNull();
  });

  it("link to one spelling per theme, the one the navigation uses", () => {
    expect(themeHref(themeFor("fitness")!)).toBe("/products/search?gender=Fitness");
    expect(themeHref(themeFor("MALE")!)).toBe("/products/search?gender=male");
  });
});

describe("pages and search text", () => {
  it("read a page number, anything else being page 1", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("x")).toBe(1);
    expect(parsePage(undefined)).toBe(1);
    expect(pageHref("/offer-promotion", 1)).toBe("/offer-promotion");
    expect(pageHref("/offer-promotion", 2)).toBe("/offer-promotion?page=2");
  });

  it("show the first and last page and the neighbours of the current one", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageWindow(2, 7)).toEqual([1, 2, 3, "gap", 7]);
  });

  it("trim the search text and cut it to the API's 100 characters", () => {
    expect(searchText("  dog ")).toBe("dog");
    expect(searchText(["cat", "dog"])).toBe("cat");
    expect(searchText(undefined)).toBe("");
    expect(searchText("x".repeat(150))).toHaveLength(100);
  });
});
