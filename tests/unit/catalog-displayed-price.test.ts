import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "@/lib/db";
import { discountedPrice, displayedPriceSql } from "@/lib/pricing";
import { products } from "@/models";
import { withTestDatabase } from "../helpers/test-database";

const db = withTestDatabase();

type Row = { price: number; discount: number; shown: number };

/** The displayed price the database computes for every price in `prices` and every discount 0..100. */
async function computedBySql(prices: number[]): Promise<Row[]> {
  const price = sql.raw("p.price");
  const discount = sql.raw("d.discount");
  return queryRows<Row>(
    db(),
    sql`select p.price, d.discount, ${displayedPriceSql(price, discount)} as shown
        from unnest(${sql.raw(`array[${prices.join(",")}]::integer[]`)}) as p(price)
        cross join generate_series(0, 100) as d(discount)`,
  );
}

describe("displayedPriceSql", () => {
  it("agrees with discountedPrice for every price from 0 to 2,000 rupees and every discount", async () => {
    const prices = Array.from({ length: 2001 }, (_, i) => i);
    const rows = await computedBySql(prices);
    expect(rows).toHaveLength(2001 * 101);
    const disagreements = rows.filter((r) => r.shown !== discountedPrice(r.price, r.discount));
    expect(disagreements).toEqual([]);
    expect(typeof rows[0]!.shown).toBe("number"); // an integer, not a bigint string
  });

  it("agrees for large prices, where price x discount no longer fits an integer", async () => {
    const prices = [21_474_836, 21_474_837, 99_999_999, 1_000_000_007, 2_147_483_647];
    const rows = await computedBySql(prices);
    expect(rows.filter((r) => r.shown !== discountedPrice(r.price, r.discount))).toEqual([]);
  });

  it("agrees on the stored catalogue's columns", async () => {
    const rows = await db()
      .select({ price: products.price, discount: products.discount, shown: displayedPriceSql(products.price, products.discount) })
      .from(products);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.shown).toBe(discountedPrice(row.price, row.discount));
  });
});
