import { describe, expect, it } from "vitest";
import { canonicalColour } from "@/lib/catalog/colours";
import { FILTER_COLOURS } from "@/lib/catalog/filter-options";
import { PRODUCTS } from "@/lib/seed/catalogue-data";

describe("one spelling per colour (stored and asked for alike, so one index lookup finds it)", () => {
  it("puts a filter colour in the filter's spelling, whatever the case and spaces", () => {
    expect(canonicalColour("nAvY")).toBe("Navy");
    expect(canonicalColour("  red ")).toBe("Red");
    for (const colour of FILTER_COLOURS) expect(canonicalColour(colour.toUpperCase())).toBe(colour);
  });

  it("puts any other colour in title case, letters beyond ASCII too", () => {
    expect(canonicalColour("magenta")).toBe("Magenta");
    expect(canonicalColour(" HEATHER grey ")).toBe("Heather Grey");
    expect(canonicalColour("off-white")).toBe("Off-White");
    expect(canonicalColour("écru")).toBe("Écru");
    expect(canonicalColour("")).toBe("");
  });

  it("the seed stores every colour in that spelling", () => {
    const colours = PRODUCTS.flatMap((product) => product.colours);
    expect(colours.length).toBeGreaterThan(0);
    for (const colour of colours) expect(canonicalColour(colour)).toBe(colour);
  });
});
