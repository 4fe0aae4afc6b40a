import { and, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { getDb, type Database, type Transaction } from "@/lib/db";
import { facetCounts } from "@/models";
import { canonicalColour } from "./colours";
import { FILTER_COLOURS, PRICE_BANDS, RATING_STEPS, type FilterColour, type PriceBand, type RatingStep } from "./filter-options";
import { PRICE_BAND_ENDS, priceStep } from "./price-steps";

/** The collections filters a facet count depends on, all optional. */
export type FacetFilters = {
  /** Displayed price from, inclusive: a price band's end (PRICE_BAND_ENDS). */
  lowPrice?: number;
  /** Displayed price up to, inclusive: a price band's end. */
  highPrice?: number;
  /** At least this many stars (a whole number: the sidebar's steps). */
  rating?: number;
  /** A colour the product comes in, any letter case. */
  color?: string;
};

/**
 * How many products each filter option would show. Each count applies the OTHER active
 * filters and that option (a shopper sees what picking it would give, even when the same
 * filter already has another option chosen); `matching` applies every active filter.
 */
export type FacetCounts = {
  matching: number;
  price: (PriceBand & { count: number })[];
  rating: { stars: RatingStep; count: number }[];
  color: { color: FilterColour; count: number }[];
};

/** The cells of products in any colour (each product once) or of those in `colour`. */
const inColour = (colour: string | undefined) => eq(facetCounts.colour, colour ?? "");

/** Cells of prices from `low` to `high`, both included: exact for the bands' ends, the sidebar's only prices. */
function priceCondition(low?: number, high?: number): SQL | undefined {
  for (const end of [low, high]) {
    if (end !== undefined && !PRICE_BAND_ENDS.includes(end)) throw new RangeError(`facet counts take the price bands' ends, not ${end}`);
  }
  return and(low === undefined ? undefined : gte(facetCounts.priceStep, priceStep(low)), high === undefined ? undefined : lte(facetCounts.priceStep, priceStep(high)));
}

/** "At least N stars" over whole-star cells: stars = floor(rating), so rating >= N is stars >= ceil(N). */
const atLeast = (stars: number) => gte(facetCounts.stars, Math.ceil(stars));

/** Products in the cells meeting every condition. */
function productsWhere(...conditions: (SQL | undefined)[]) {
  return sql`coalesce(sum(${facetCounts.products}) filter (where ${and(...conditions)}), 0)`.mapWith(Number);
}

/**
 * How many products meet the filters, summed from the cells, when the cells can tell: prices at
 * the bands' ends, whole stars, a filter colour. Null otherwise (the caller counts products).
 * The collections grid's filters always can: its total then costs what a facet does.
 */
export async function countFromCells(db: Database | Transaction, filters: FacetFilters): Promise<number | null> {
  const colour = filters.color === undefined ? undefined : canonicalColour(filters.color);
  const prices = [filters.lowPrice, filters.highPrice].filter((end) => end !== undefined);
  if (prices.some((end) => !PRICE_BAND_ENDS.includes(end))) return null;
  if (filters.rating !== undefined && !Number.isInteger(filters.rating)) return null;
  if (colour !== undefined && !(FILTER_COLOURS as readonly string[]).includes(colour)) return null;
  const [row] = await db
    .select({ n: productsWhere(inColour(colour), priceCondition(filters.lowPrice, filters.highPrice), filters.rating === undefined ? undefined : atLeast(filters.rating)) })
    .from(facetCounts);
  return row?.n ?? 0;
}

/**
 * Counts for every price band, star step and colour of the collections sidebar, summed from
 * facet_counts (models/facet-counts.ts: at most ~900 cells, kept by triggers), so the cost does
 * not grow with the catalogue: one pass over the cells instead of one over every product.
 */
export async function getFacetCounts(filters: FacetFilters): Promise<FacetCounts> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.products);

  const colour = filters.color === undefined ? undefined : canonicalColour(filters.color);
  const price = priceCondition(filters.lowPrice, filters.highPrice);
  const rating = filters.rating === undefined ? undefined : atLeast(filters.rating);

  const columns: Record<string, SQL<number>> = { matching: productsWhere(inColour(colour), price, rating) };
  PRICE_BANDS.forEach((band, i) => (columns[`price${i}`] = productsWhere(inColour(colour), priceCondition(band.low, band.high), rating)));
  RATING_STEPS.forEach((stars, i) => (columns[`rating${i}`] = productsWhere(inColour(colour), atLeast(stars), price)));
  FILTER_COLOURS.forEach((name, i) => (columns[`color${i}`] = productsWhere(inColour(name), price, rating)));

  const db = await getDb();
  const [row] = await db.select(columns).from(facetCounts);
  const read = (key: string) => Number((row as Record<string, unknown> | undefined)?.[key] ?? 0);
  return {
    matching: read("matching"),
    price: PRICE_BANDS.map((band, i) => ({ ...band, count: read(`price${i}`) })),
    rating: RATING_STEPS.map((stars, i) => ({ stars, count: read(`rating${i}`) })),
    color: FILTER_COLOURS.map((name, i) => ({ color: name, count: read(`color${i}`) })),
  };
}
