import { describe, expect, it } from "vitest";
import { getFacetCounts, type FacetFilters } from "@/lib/catalog/facets";
import { FILTER_COLOURS, PRICE_BANDS, RATING_STEPS } from "@/lib/catalog/filter-options";
import { queryProducts } from "@/lib/catalog/product-query";
import { withTestDatabase } from "../helpers/test-database";
import { storedProducts, type StoredProduct } from "../api/catalog-support";

const db = withTestDatabase();

/** The collections filters' rules, applied by hand to the stored catalogue. */
function matches(p: StoredProduct, f: FacetFilters): boolean {
  if (f.lowPrice !== undefined && p.displayed < f.lowPrice) return false;
  if (f.highPrice !== undefined && p.displayed > f.highPrice) return false;
  if (f.rating !== undefined && p.rating < f.rating) return false;
  if (f.color !== undefined && !p.colors.some((c) => c.toLowerCase() === f.color!.toLowerCase())) return false;
  return true;
}

/** What every option's count must be: the other filters plus that option. */
function expectedCounts(stored: StoredProduct[], f: FacetFilters) {
  const count = (g: FacetFilters) => stored.filter((p) => matches(p, g)).length;
  const withoutPrice = { ...f, lowPrice: undefined, highPrice: undefined };
  const withoutRating = { ...f, rating: undefined };
  const withoutColour = { ...f, color: undefined };
  return {
    matching: count(f),
    price: PRICE_BANDS.map((band) => ({ ...band, count: count({ ...withoutPrice, lowPrice: band.low, highPrice: band.high }) })),
    rating: RATING_STEPS.map((stars) => ({ stars, count: count({ ...withoutRating, rating: stars }) })),
    color: FILTER_COLOURS.map((color) => ({ color, count: count({ ...withoutColour, color }) })),
  };
}

describe("collections facet counts", () => {
  it("without filters, count the whole catalogue per price band, star step and colour", async () => {
    const stored = await storedProducts(db());
    const counts = await getFacetCounts({});
    expect(counts).toEqual(expectedCounts(stored, {}));
    expect(counts.matching).toBe(stored.length);
    // The demo catalogue exercises the counts: several bands, steps and colours are non-empty, some are empty.
    expect(counts.price.filter((b) => b.count > 0).length).toBeGreaterThanOrEqual(2);
    expect(counts.price.some((b) => b.count === 0)).toBe(true);
    expect(counts.color.every((c) => c.count > 0)).toBe(true);
    // "1 star & up" is every rated product; a product nobody has reviewed yet (rating 0) is in no step.
    expect(counts.rating.find((r) => r.stars === 1)!.count).toBe(stored.filter((p) => p.rating > 0).length);
    expect(stored.some((p) => p.rating === 0)).toBe(true);
  });

  it("count each option with the OTHER active filters, and match the grid's total", async () => {
    const stored = await storedProducts(db());
    const combos: FacetFilters[] = [
      { lowPrice: 500, highPrice: 1000 },
      { rating: 4 },
      { color: "Black" },
      { lowPrice: 100, highPrice: 500, color: "white" },
      { lowPrice: 500, highPrice: 1000, rating: 4, color: "Black" },
      { lowPrice: 3000, highPrice: 5000, rating: 5, color: "Navy" },
    ];
    for (const filters of combos) {
      const counts = await getFacetCounts(filters);
      expect(counts, JSON.stringify(filters)).toEqual(expectedCounts(stored, filters));
      const grid = await queryProducts(filters);
      expect(counts.matching).toBe(grid.total);
    }
  });

  it("a product at a band's edge counts in both bands that share it (both ends included)", async () => {
    const stored = await storedProducts(db());
    const counts = await getFacetCounts({});
    const atEdge = stored.filter((p) => p.displayed === 500).length;
    const low = stored.filter((p) => p.displayed >= 100 && p.displayed <= 500).length;
    expect(counts.price[0]!.count).toBe(low);
    expect(counts.price[1]!.count).toBe(stored.filter((p) => p.displayed >= 500 && p.displayed <= 1000).length);
    expect(counts.price[0]!.count + counts.price[1]!.count).toBe(
      stored.filter((p) => p.displayed >= 100 && p.displayed <= 1000).length + atEdge,
    );
  });
});
