import { desc, gt, max, min, sql, type SQLWrapper } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { boundedCount, productFilters, queryProducts, MATCH_COUNT_LIMIT, MAX_PAGE, PAGE_DEPTH_LIMIT } from "@/lib/catalog/product-query";
import { newestFirst } from "@/lib/catalog/product-rows";
import { queryRows, type Transaction } from "@/lib/db";
import { displayedPriceSql } from "@/lib/pricing";
import { products } from "@/models";
import { withTestDatabase } from "../helpers/test-database";

/**
 * The indexes the catalogue relies on at 100,000 products (docs/decisions/0010), each shown usable by the query that needs it: the demo catalogue is small
 * enough for a sequential scan, so it is forbidden, as the trigram test does. A change that
 * spells an expression differently from its index (the displayed price) or drops an index fails
 * here, not in production under load.
 */
const db = withTestDatabase();
const displayed = displayedPriceSql(products.price, products.discount);

/** A query to explain, in a box: a query builder is thenable, so awaiting it bare would run it. */
type Boxed = { query: SQLWrapper };

async function planOf(build: (tx: Transaction) => Boxed | Promise<Boxed>): Promise<string> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const { query } = await build(tx);
    const rows = await queryRows<Record<string, string>>(tx, sql`explain ${query}`);
    return rows.map((row) => Object.values(row)[0]).join("\n");
  });
}

const ids = (tx: Transaction) => tx.select({ id: products.id }).from(products);

describe("the catalogue's queries stay on their indexes", () => {
  it.each([
    ["newest first (home, listings)", "products_newest_idx", (tx: Transaction) => ({ query: ids(tx).orderBy(...newestFirst).limit(12) })],
    ["best rated (home)", "products_top_rated_idx", (tx: Transaction) => ({ query: ids(tx).orderBy(desc(products.rating), ...newestFirst).limit(12) })],
    [
      "most discounted (home)",
      "products_most_discounted_idx",
      (tx: Transaction) => ({ query: ids(tx).where(gt(products.discount, 0)).orderBy(desc(products.discount), ...newestFirst).limit(12) }),
    ],
    ["cheapest first", "products_displayed_price_idx", (tx: Transaction) => ({ query: ids(tx).orderBy(displayed).limit(12) })],
    ["the price range", "products_displayed_price_idx", (tx: Transaction) => ({ query: tx.select({ low: min(displayed), high: max(displayed) }).from(products) })],
    ["a price filter", "products_displayed_price_idx", async (tx: Transaction) => ({ query: ids(tx).where(await productFilters(tx, { lowPrice: 500, highPrice: 900 })) })],
    [
      "a category and a price",
      "products_category_displayed_price_idx",
      async (tx: Transaction) => ({ query: ids(tx).where(await productFilters(tx, { category: "fitness", lowPrice: 300, highPrice: 900 })) }),
    ],
    ["a colour, in any case", "products_colors_idx", async (tx: Transaction) => ({ query: ids(tx).where(await productFilters(tx, { color: "nAvY" })) })],
    // A colour no filter offers, sent in any case (the API takes free text): the same lookup.
    ["a colour no filter offers", "products_colors_idx", async (tx: Transaction) => ({ query: ids(tx).where(await productFilters(tx, { color: "mAgEnTa" })) })],
    ["a colour and a rating", "products_colors_idx", async (tx: Transaction) => ({ query: ids(tx).where(await productFilters(tx, { color: "Red", rating: 4 })) })],
  ])("%s uses %s", async (_, index, build) => {
    const plan = await planOf(build);
    expect(plan, plan).toContain(index);
  });

  it("counts a category, price and stars filter from the index alone", async () => {
    // At 100,000 products this count walked ~10,000 rows of the table for its 1,001 (5.9 ms).
    // An index-only scan needs the table's visibility map, which (auto)vacuum keeps in a running
    // shop; a table just seeded has none, and PostgreSQL then rightly reads the rows instead.
    await db().execute(sql`vacuum analyze products`);
    for (const filters of [{ category: "fitness", lowPrice: 300, highPrice: 900, rating: 3 }, { category: "fitness" }]) {
      const plan = await planOf(async (tx) => ({ query: boundedCount(tx, await productFilters(tx, filters)) }));
      expect(plan, plan).toContain("Index Only Scan using products_category_displayed_price_idx");
    }
  });
});

describe("totals and deep pages are bounded", () => {
  it("counts price, stars and colour exactly from the cells, a category or text up to the limit, and pages 10,000 deep", async () => {
    // Enough copies of one product (one category) to pass both limits.
    const [first] = await queryRows<{ slug: string; category: string }>(
      db(),
      sql`select p.slug, c.slug as category from ${products} as p join categories as c on c.id = p.category_id order by p.slug limit 1`,
    );
    const { slug, category } = first!;
    await db().execute(sql`
      insert into ${products} (name, slug, brand, description, price, discount, stock, rating, images, colors, sizes, gender, category_id, seller_id, created_at, updated_at)
      select p.name, p.slug || '-copy-' || n, p.brand, p.description, p.price, p.discount, p.stock, p.rating, p.images, p.colors, p.sizes, p.gender, p.category_id, p.seller_id,
             p.created_at - n * interval '1 second', p.updated_at
      from ${products} as p cross join generate_series(1, ${PAGE_DEPTH_LIMIT}) as n where p.slug = ${slug}`);
    const all = await queryProducts({});
    expect(all).toMatchObject({ total: PAGE_DEPTH_LIMIT + 66, totalIsLowerBound: false, page: 1 });
    expect(all.products).toHaveLength(12);
    const inCategory = await queryProducts({ category });
    expect(inCategory).toMatchObject({ total: MATCH_COUNT_LIMIT, totalIsLowerBound: true });
    expect((await queryProducts({ pageNumber: MAX_PAGE })).products.length).toBeGreaterThan(0);
    expect((await queryProducts({ pageNumber: MAX_PAGE + 1 })).products).toEqual([]);
    // Fewer than the limit are counted exactly, with a category too.
    const few = await queryProducts({ category, searchValue: "zzz-nothing" });
    expect(few).toMatchObject({ total: 0, totalIsLowerBound: false });
  }, 60_000);
});
