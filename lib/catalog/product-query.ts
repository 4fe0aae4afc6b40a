import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { getDb } from "@/lib/db";
import { displayedPriceSql } from "@/lib/pricing";
import { categories, products } from "@/models";
import { containsPattern } from "./like";
import { newestFirst, selectProducts, toProduct } from "./product-rows";
import type { ProductQuery, ProductQueryResult } from "./types";

/**
 * Page size of the collections grid and GET /home/query-products: 12 fills its 2, 3 and 4
 * column layouts without a ragged last row (spec's home-state default of 4 is a UI detail).
 */
export const PRODUCTS_PER_PAGE = 12;

const displayedPrice = displayedPriceSql(products.price, products.discount);

/**
 * Products whose name, or whose category's name, contains the text. The category side is an
 * array of ids, so PostgreSQL can combine the name's trigram index with the category index.
 */
export function nameOrCategoryContains(text: string): SQL {
  const pattern = containsPattern(text);
  return or(
    ilike(products.name, pattern),
    sql`${products.categoryId} = any(array(select c.id from ${categories} as c where c.name ilike ${pattern}))`,
  )!;
}

function filters(query: ProductQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.category !== undefined) {
    const wanted = query.category.toLowerCase();
    conditions.push(or(eq(categories.slug, wanted), eq(sql`lower(${categories.name})`, wanted))!);
  }
  if (query.rating !== undefined) conditions.push(gte(products.rating, query.rating));
  if (query.lowPrice !== undefined) conditions.push(gte(displayedPrice, query.lowPrice));
  if (query.highPrice !== undefined) conditions.push(lte(displayedPrice, query.highPrice));
  if (query.color !== undefined) {
    conditions.push(sql`exists (select 1 from unnest(${products.colors}) as colour where lower(colour) = ${query.color.toLowerCase()})`);
  }
  if (query.searchValue !== undefined) conditions.push(nameOrCategoryContains(query.searchValue));
  return and(...conditions);
}

function order(query: ProductQuery) {
  if (query.sortPrice === "low-to-high") return [asc(displayedPrice), ...newestFirst];
  if (query.sortPrice === "high-to-low") return [desc(displayedPrice), ...newestFirst];
  return [...newestFirst];
}

/** One page of the products matching every given filter (spec §5), and how many match in all. */
export async function queryProducts(query: ProductQuery): Promise<ProductQueryResult> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.products);

  const db = await getDb();
  const page = query.pageNumber ?? 1;
  const where = filters(query);
  const [rows, [counted]] = await Promise.all([
    selectProducts(db)
      .where(where)
      .orderBy(...order(query))
      .limit(PRODUCTS_PER_PAGE)
      .offset((page - 1) * PRODUCTS_PER_PAGE),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(where),
  ]);
  return { products: rows.map(toProduct), total: counted?.total ?? 0, perPage: PRODUCTS_PER_PAGE, page };
}
