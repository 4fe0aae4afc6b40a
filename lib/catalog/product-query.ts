import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { getDb, type Database, type Transaction } from "@/lib/db";
import { displayedPriceSql } from "@/lib/pricing";
import { categories, products } from "@/models";
import { comesInColour } from "./colours";
import { countFromCells } from "./facets";
import { MATCH_COUNT_LIMIT, MAX_PAGE, PRODUCTS_PER_PAGE } from "./paging";
import { containsPattern } from "./like";
import { newestFirst, selectProducts, toProduct } from "./product-rows";
import type { ProductQuery, ProductQueryResult } from "./types";

export { MATCH_COUNT_LIMIT, MAX_PAGE, PAGE_DEPTH_LIMIT, PRODUCTS_PER_PAGE } from "./paging";

const displayedPrice = displayedPriceSql(products.price, products.discount);

/** Ids of the categories named by a filter: few rows, read first and passed as a literal list. */
async function categoryIds(db: Database | Transaction, condition: SQL): Promise<string[]> {
  const rows = await db.select({ id: categories.id }).from(categories).where(condition);
  return rows.map((row) => row.id);
}

/**
 * The conditions of every given filter. Categories (by slug or name; for the text, by a name
 * containing it) are resolved to ids first: with a literal id list PostgreSQL can size the
 * condition and OR the name's trigram index with the category index, where a sub-select made
 * it read every product (docs/decisions/0009). Exported for the EXPLAIN tests.
 */
export async function productFilters(db: Database | Transaction, query: ProductQuery): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [];
  if (query.category !== undefined) {
    const wanted = query.category.toLowerCase();
    const ids = await categoryIds(db, or(eq(categories.slug, wanted), eq(sql`lower(${categories.name})`, wanted))!);
    conditions.push(ids.length > 0 ? inArray(products.categoryId, ids) : sql`false`);
  }
  if (query.rating !== undefined) conditions.push(gte(products.rating, query.rating));
  if (query.lowPrice !== undefined) conditions.push(gte(displayedPrice, query.lowPrice));
  if (query.highPrice !== undefined) conditions.push(lte(displayedPrice, query.highPrice));
  if (query.color !== undefined) conditions.push(comesInColour(query.color));
  if (query.searchValue !== undefined) {
    const pattern = containsPattern(query.searchValue);
    const ids = await categoryIds(db, ilike(categories.name, pattern));
    conditions.push(or(ilike(products.name, pattern), ids.length > 0 ? inArray(products.categoryId, ids) : undefined));
  }
  return and(...conditions);
}

/**
 * How many products match, counted up to MATCH_COUNT_LIMIT + 1 (more reads as "1,000+"). With a
 * category it reads products_category_displayed_price_idx alone. Exported for the EXPLAIN tests.
 */
export function boundedCount(db: Database | Transaction, where: SQL | undefined) {
  const matches = db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .limit(MATCH_COUNT_LIMIT + 1)
    .as("matches");
  return db.select({ total: count() }).from(matches);
}

function order(query: ProductQuery) {
  if (query.sortPrice === "low-to-high") return [asc(displayedPrice), ...newestFirst];
  if (query.sortPrice === "high-to-low") return [desc(displayedPrice), ...newestFirst];
  // Best rated first (products_top_rated_idx holds this order).
  if (query.sortPrice === "top-rated") return [desc(products.rating), ...newestFirst];
  return [...newestFirst];
}

/**
 * One page of the products matching every given filter, and how many match in all:
 * exactly, from the facet cells, for price, stars and colour alone; with a category or text,
 * counted up to MATCH_COUNT_LIMIT + 1, more reading as the limit with `totalIsLowerBound`
 * (shown "1,000+"). A page past MAX_PAGE is empty.
 */
export async function queryProducts(query: ProductQuery): Promise<ProductQueryResult> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.products);

  const db = await getDb();
  const page = query.pageNumber ?? 1;
  const where = await productFilters(db, query);
  // The page's ids first, then its products: the ids and the newest-first order are all in
  // products_newest_idx, so skipping even 10,000 rows is an index-only walk rather than a fetch
  // of each skipped row (docs/decisions/0010); the joins run for 12 rows only.
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order(query))
    .limit(PRODUCTS_PER_PAGE)
    .offset((page - 1) * PRODUCTS_PER_PAGE);
  // Price, stars and colour alone (the collections page's filters): counted from the facet
  // cells, exactly and at once; with a category or text, counted from products up to the limit.
  const fromCells = query.category === undefined && query.searchValue === undefined ? countFromCells(db, query) : Promise.resolve(null);
  const [rows, cells] = await Promise.all([
    page > MAX_PAGE
      ? []
      : selectProducts(db)
          .where(inArray(products.id, pageIds))
          .orderBy(...order(query)),
    fromCells,
  ]);
  const counted = cells ?? (await boundedCount(db, where))[0]?.total ?? 0;
  const bounded = cells === null && counted > MATCH_COUNT_LIMIT;
  return {
    products: rows.map(toProduct),
    total: bounded ? MATCH_COUNT_LIMIT : counted,
    totalIsLowerBound: bounded,
    perPage: PRODUCTS_PER_PAGE,
    page,
  };
}
