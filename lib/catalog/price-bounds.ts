import type { PriceRange, ProductQuery } from "./types";

/**
 * A query's price filter fitted to the catalogue's price range, so prices that mean the same
 * share one cache entry (issue: a client sending a new lowPrice on every request missed every
 * cache). A bound at or beyond the catalogue's end filters nothing and is dropped
 * (lowPrice=0 and lowPrice=99 with the cheapest tee at ₹99 are the same query); a range lying
 * wholly outside the catalogue's can match nothing: null, answered without asking the database.
 */
export function fitPricesToCatalogue<Q extends ProductQuery>(query: Q, range: PriceRange): Q | null {
  const { lowPrice, highPrice } = query;
  if (lowPrice !== undefined && lowPrice > range.high) return null;
  if (highPrice !== undefined && highPrice < range.low) return null;
  const fitted = { ...query };
  if (lowPrice !== undefined && lowPrice <= range.low) delete fitted.lowPrice;
  if (highPrice !== undefined && highPrice >= range.high) delete fitted.highPrice;
  return fitted;
}

/**
 * The cache key of a query: its fields in one order, absent ones left out, so two spellings of
 * the same query (parameters reordered) are one key.
 */
export function queryKey(query: ProductQuery): string {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined);
  entries.sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}
