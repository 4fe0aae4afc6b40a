import { integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";

/**
 * How many products there are of each price step, whole-star rating and colour: what the
 * collections sidebar counts, kept up to date by triggers on `products` (migration
 * 0008_catalogue_at_scale.sql: every insert, delete, and change of price, discount, rating or
 * colours adjusts its cells in the same transaction). A sidebar count is then a sum over a few
 * hundred cells instead of a pass over every product (1.7-2.5 s at 100,000 products).
 *
 * `price_step` places the displayed price among the price bands' ends (lib/catalog/price-steps.ts:
 * below the first end 0, at the first end 1, between the first two 2, ...), so every band is a
 * range of steps and there are a dozen steps, not one per price. The ends are written into the
 * SQL function facet_count_cells; tests/db/facet-counts.test.ts holds the two equal.
 *
 * `colour` '' counts each product once, whatever its colours; every other row counts the
 * products that come in that colour (colours are stored in FILTER_COLOURS' spelling). `stars`
 * is floor(rating): "at least N stars" is stars >= N for a whole N.
 */
export const facetCounts = pgTable(
  "facet_counts",
  {
    priceStep: smallint("price_step").notNull(),
    stars: smallint("stars").notNull(),
    colour: text("colour").notNull(),
    products: integer("products").notNull(),
  },
  // No CHECK (products >= 0): the triggers' upsert proposes a row of -1 for a product taken
  // away, and PostgreSQL checks a proposed row before it finds the conflict that updates.
  (t) => [primaryKey({ columns: [t.priceStep, t.stars, t.colour] })],
);
