import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "@/lib/db";
import { facetCounts, products } from "@/models";
import { withTestDatabase } from "../helpers/test-database";

const db = withTestDatabase();

/** Cells as the triggers keep them, and as a pass over every product computes them. */
async function keptAndTrue() {
  const kept = await queryRows<{ price: number; stars: number; colour: string; products: number }>(
    db(),
    sql`select price, stars, colour, products from ${facetCounts} where products > 0 order by 1, 2, 3`,
  );
  const truth = await queryRows<{ price: number; stars: number; colour: string; products: number }>(
    db(),
    sql`select c.price, c.stars, c.colour, sum(c.delta)::integer as products
        from ${products} as p cross join lateral facet_count_cells(p.price, p.discount, p.rating, p.colors, 1) as c
        group by 1, 2, 3 order by 1, 2, 3`,
  );
  const plain = (rows: typeof kept) => rows.map((r) => `${r.price}|${r.stars}|${r.colour}|${Number(r.products)}`);
  return { kept: plain(kept), truth: plain(truth) };
}

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
