import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "@/lib/db";
import { PRICE_BAND_ENDS, priceStep } from "@/lib/catalog/price-steps";
import { facetCounts, products } from "@/models";
import { withTestDatabase } from "../helpers/test-database";

const db = withTestDatabase();

/** Cells as the triggers keep them, and as a pass over every product computes them. */
async function keptAndTrue() {
  const kept = await queryRows<{ price_step: number; stars: number; colour: string; products: number }>(
    db(),
    sql`select price_step, stars, colour, products from ${facetCounts} where products > 0 order by 1, 2, 3`,
  );
  const truth = await queryRows<{ price_step: number; stars: number; colour: string; products: number }>(
    db(),
    sql`select c.price_step, c.stars, c.colour, sum(c.delta)::integer as products
        from ${products} as p cross join lateral facet_count_cells(p.price, p.discount, p.rating, p.colors, 1) as c
        group by 1, 2, 3 order by 1, 2, 3`,
  );
  const plain = (rows: typeof kept) => rows.map((r) => `${r.price_step}|${r.stars}|${r.colour}|${Number(r.products)}`);
  return { kept: plain(kept), truth: plain(truth) };
}

describe("price steps", () => {
  it("are the same in SQL as in lib/catalog/price-steps.ts, at and around every band end", async () => {
    const prices = [0, 1, 99, ...PRICE_BAND_ENDS.flatMap((end) => [end - 1, end, end + 1]), 4999, 5001, 99_999];
    const rows = await queryRows<{ price: number; step: number }>(
      db(),
      sql`select p as price, (select price_step from facet_count_cells(p, 0, 0, '{}', 1) limit 1) as step from unnest(${`{${prices.join(",")}}`}::int[]) as p`,
    );
    expect(rows.map((row) => [Number(row.price), Number(row.step)])).toEqual(prices.map((price) => [price, priceStep(price)]));
    // A band is a range of steps: 500 belongs to both bands it ends.
    expect(priceStep(499)).toBeLessThan(priceStep(500));
    expect(priceStep(500)).toBeLessThan(priceStep(501));
  });
});

describe("facet_counts follows every product change", () => {
  it("holds the seeded catalogue", async () => {
    const { kept, truth } = await keptAndTrue();
    expect(kept.length).toBeGreaterThan(10);
    expect(kept).toEqual(truth);
  });

  it("follows a rating, price, discount and colour change, a delete and an insert; a stock change touches nothing", async () => {
    const [first] = await db().select().from(products).limit(1);
    await db().update(products).set({ rating: 1.5 }).where(sql`${products.id} = ${first!.id}`);
    await db().update(products).set({ price: first!.price + 7, discount: 33 }).where(sql`${products.id} = ${first!.id}`);
    await db().update(products).set({ colors: ["Pink", "Navy", "Pink"] }).where(sql`${products.id} = ${first!.id}`);
    expect((await keptAndTrue()).kept).toEqual((await keptAndTrue()).truth);

    const before = (await keptAndTrue()).kept;
    await db().update(products).set({ stock: 3 });
    expect((await keptAndTrue()).kept).toEqual(before);

    const { id, createdAt, updatedAt, ...copy } = first!;
    void id;
    void createdAt;
    void updatedAt;
    await db().insert(products).values({ ...copy, slug: `${copy.slug}-copy`, colors: ["Red"] });
    await db().delete(products).where(sql`${products.id} = ${first!.id}`);
    const { kept, truth } = await keptAndTrue();
    expect(kept).toEqual(truth);
  });

  it("reaches zero when every product is gone", async () => {
    await db().delete(products);
    expect((await keptAndTrue()).kept).toEqual([]);
  });
});
