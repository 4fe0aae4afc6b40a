import { asc, desc, ilike, sql } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { getDb } from "@/lib/db";
import { products } from "@/models";
import { escapeLike } from "./like";
import { nameOrCategoryContains } from "./product-query";
import { selectProducts, toProduct } from "./product-rows";
import type { Product } from "./types";

/** Search answers at most this many products, best first. */
export const SEARCH_LIMIT = 20;

/**
 * Products whose name contains the text (inside words too, case-insensitively), or whose
 * category's name does. Best first: names starting with the text, then names with a word
 * starting with it, then names containing it, then category matches; within each, the
 * closest names (trigram similarity) first.
 */
export async function searchProducts(text: string, limit = SEARCH_LIMIT): Promise<Product[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.products);

  const db = await getDb();
  const escaped = escapeLike(text);
  const rank = sql<number>`case
    when ${ilike(products.name, `${escaped}%`)} then 0
    when ${ilike(products.name, `% ${escaped}%`)} then 1
    when ${ilike(products.name, `%${escaped}%`)} then 2
    else 3 end`;
  const rows = await selectProducts(db)
    .where(nameOrCategoryContains(text))
    .orderBy(asc(rank), desc(sql`similarity(${products.name}, ${text})`), asc(products.name), asc(products.id))
    .limit(limit);
  return rows.map(toProduct);
}
