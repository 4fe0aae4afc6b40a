import { and, gte, lte, sql, type SQL } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { getDb } from "@/lib/db";
import { displayedPriceSql } from "@/lib/pricing";
import { products } from "@/models";
import { FILTER_COLOURS, PRICE_BANDS, RATING_STEPS, type FilterColour, type PriceBand, type RatingStep } from "./filter-options";

/** The collections filters a facet count depends on (spec §5), all optional. */
export type FacetFilters = {
  /** Displayed price from, inclusive. */
  lowPrice?: number;
  /** Displayed price up to, inclusive. */
  highPrice?: number;
  /** At least this many stars. */
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

const displayedPrice = displayedPriceSql(products.price, products.discount);

function priceCondition(low?: number, high?: number): SQL | undefined {
  return and(low === undefined ? undefined : gte(displayedPrice, low), high === undefined ? undefined : lte(displayedPrice, high));
}

function colourCondition(colour: string): SQL {
  // The same test as queryProducts' colour filter, so counts and grids agree.
  return sql`exists (select 1 from unnest(${products.colors}) as colour where lower(colour) = ${colour.toLowerCase()})`;
}

/** count(*) of the rows meeting every given condition (none given: all rows). */
function countWhere(...conditions: (SQL | undefined)[]) {
  const where = and(...conditions);
  return (where ? sql`count(*) filter (where ${where})` : sql`count(*)`).mapWith(Number);
}

/** Counts for every price band, star step and colour of the collections sidebar, in one scan. */
export async function getFacetCounts(filters: FacetFilters): Promise<FacetCounts> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.products);

  const price = priceCondition(filters.lowPrice, filters.highPrice);
  const rating = filters.rating === undefined ? undefined : gte(products.rating, filters.rating);
  const colour = filters.color === undefined ? undefined : colourCondition(filters.color);

  const columns: Record<string, SQL.Aliased<number> | SQL<number>> = { matching: countWhere(price, rating, colour) };
  PRICE_BANDS.forEach((band, i) => (columns[`price${i}`] = countWhere(priceCondition(band.low, band.high), rating, colour)));
  RATING_STEPS.forEach((stars, i) => (columns[`rating${i}`] = countWhere(gte(products.rating, stars), price, colour)));
  FILTER_COLOURS.forEach((name, i) => (columns[`color${i}`] = countWhere(colourCondition(name), price, rating)));

  const db = await getDb();
  const [row] = await db.select(columns).from(products);
  const read = (key: string) => Number((row as Record<string, unknown> | undefined)?.[key] ?? 0);
  return {
    matching: read("matching"),
    price: PRICE_BANDS.map((band, i) => ({ ...band, count: read(`price${i}`) })),
    rating: RATING_STEPS.map((stars, i) => ({ stars, count: read(`rating${i}`) })),
    color: FILTER_COLOURS.map((name, i) => ({ color: name, count: read(`color${i}`) })),
  };
}
