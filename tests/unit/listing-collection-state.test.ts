import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  canonicalCollectionHref,
  collectionHref,
  collectionTitle,
  facetFilters,
  isIndexableCollection,
  parseCollectionState,
  productQuery,
  withChange,
} from "@/components/listing/collection-state";
import { productQuerySchema, queryInput } from "@/lib/catalog/params";

describe("collections URL state", () => {
  it("reads price, rating, colour, sort and page from the URL", () => {
    const state = parseCollectionState({ price: "500-1000", rating: "4", color: "black", sort: "low-to-high", page: "2" });
    expect(state).toEqual({ price: { low: 500, high: 1000 }, rating: 4, color: "Black", sort: "low-to-high", page: 2 });
    expect(activeFilterCount(state)).toBe(3);
  });

  it("ignores values the page does not offer instead of failing", () => {
    const state = parseCollectionState({ price: "0-99999", rating: "4.5", color: "Chartreuse", sort: "cheapest", page: "-3" });
    expect(state).toEqual({ page: 1 });
    expect(parseCollectionState({ page: "0" }).page).toBe(1);
    expect(parseCollectionState({ page: "2abc" }).page).toBe(1);
    expect(parseCollectionState({ price: ["100-500", "500-1000"] }).price).toEqual({ low: 100, high: 500 });
  });

  it("writes one URL per view, in a fixed order, page 1 and no filters left out", () => {
    expect(collectionHref({ page: 1 })).toBe("/collections");
    const state = parseCollectionState({ color: "Navy", sort: "high-to-low", rating: "3", price: "100-500", page: "3" });
    expect(collectionHref(state)).toBe("/collections?price=100-500&rating=3&color=Navy&sort=high-to-low&page=3");
    expect(parseCollectionState(Object.fromEntries(new URL(`http://x${collectionHref(state)}`).searchParams))).toEqual(state);
  });

  it("goes back to page 1 when a filter or the sort changes", () => {
    const state = parseCollectionState({ color: "Navy", page: "4" });
    expect(collectionHref(withChange(state, { rating: 4 }))).toBe("/collections?rating=4&color=Navy");
    expect(collectionHref(withChange(state, { color: undefined }))).toBe("/collections");
  });

  it("asks the catalogue exactly what GET /api/home/query-products would be asked", () => {
    const state = parseCollectionState({ price: "1000-2000", rating: "2", color: "Red", sort: "low-to-high", page: "2" });
    const api = productQuerySchema.parse(queryInput(new URLSearchParams("lowPrice=1000&highPrice=2000&rating=2&color=Red&sortPrice=low-to-high&pageNumber=2")));
    expect(productQuery(state)).toEqual(api);
    expect(facetFilters(state)).toEqual({ lowPrice: 1000, highPrice: 2000, rating: 2, color: "Red" });
    expect(productQuery({ page: 1 })).toEqual({ pageNumber: 1 });
  });

  it("keeps filters and page in the canonical URL but not the sort", () => {
    const state = parseCollectionState({ color: "Black", sort: "low-to-high", page: "2" });
    expect(canonicalCollectionHref(state)).toBe("/collections?color=Black&page=2");
    expect(canonicalCollectionHref({ page: 1, sort: "high-to-low" })).toBe("/collections");
  });

  it("indexes the whole collection and single-filter views with products, nothing else", () => {
    expect(isIndexableCollection({ page: 1 }, 70)).toBe(true);
    expect(isIndexableCollection(parseCollectionState({ color: "Black" }), 12)).toBe(true);
    expect(isIndexableCollection(parseCollectionState({ color: "Black" }), 0)).toBe(false);
    expect(isIndexableCollection(parseCollectionState({ color: "Black", rating: "4" }), 5)).toBe(false);
  });

  it("titles a view in a shopper's words", () => {
    expect(collectionTitle({ page: 1 })).toBe("Shop All Printed T-Shirts, Hoodies and Tanks");
    expect(collectionTitle(parseCollectionState({ color: "Black" }))).toBe("Black Printed T-Shirts");
    expect(collectionTitle(parseCollectionState({ price: "500-1000", rating: "4", color: "Navy", page: "2" }))).toBe(
      "Navy Printed T-Shirts from ₹500 to ₹1,000, Rated 4 Stars and Up (Page 2)",
    );
    expect(collectionTitle(parseCollectionState({ rating: "5" }))).toBe("Printed T-Shirts, Rated 5 Stars");
  });
});
