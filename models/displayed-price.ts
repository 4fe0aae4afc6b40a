import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * The displayed price (lib/pricing.ts discountedPrice) computed by the database, so catalogue
 * filters and sorts on the price a shopper sees. It lives with the schema because the product
 * indexes are built on this exact expression (the planner matches it); lib/pricing.ts hands it
 * to services and a test checks the two agree. Integer division of non-negative numbers is the
 * floor; the product is taken in bigint so large prices cannot overflow, and the result (never
 * more than the price) goes back to integer, which both drivers hand over as a JS number.
 */
export function displayedPriceSql(price: SQLWrapper, discount: SQLWrapper): SQL<number> {
  return sql<number>`(${price} - (${price}::bigint * ${discount}) / 100)::integer`;
}
