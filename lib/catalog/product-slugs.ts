import { count, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { products, reviews } from "@/models";
import { slugParam } from "./params";
import { productNamedBy } from "./path-keys";
import { REVIEWS_PER_PAGE } from "./reviews";

/**
 * Whether /product/details/{slug} names a product: by slug, or by id, as getProduct also
 * accepts. For proxy.ts, which answers unknown product URLs with a real 404 before the page
 * starts streaming. A malformed key never reaches the database.
 *
 * Deliberately not 'use cache': Proxy applies no directive transforms, so there 'use cache'
 * does nothing and cacheLife/cacheTag throw (Next docs, use-cache.md "Proxy"; measured here:
 * "`cacheLife()` can only be called inside a "use cache" function", on every request). It is
 * one lookup on the unique slug index (or the primary key); proxy.ts keeps a yes for a few
 * seconds, so a product created a moment ago is answered right at once.
 */
export async function productSlugExists(slug: string): Promise<boolean> {
  const parsed = slugParam.safeParse(slug);
  if (!parsed.success) return false;
  const key = parsed.data.toLowerCase();

  const db = await getDb();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(productNamedBy(key))
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether /product/details/{slug}/reviews/{page} names a page that has reviews on it: the product
 * exists and `page` is between 1 and its last review page (page 1 always exists, even with no
 * reviews yet). For proxy.ts, so a made-up page number gets a 404 instead of a page of its own.
 */
export async function reviewPageExists(slug: string, page: number): Promise<boolean> {
  const parsed = slugParam.safeParse(slug);
  if (!parsed.success || !Number.isSafeInteger(page) || page < 1) return false;
  const key = parsed.data.toLowerCase();

  const db = await getDb();
  const [row] = await db
    .select({ reviews: count(reviews.id) })
    .from(products)
    .leftJoin(reviews, eq(reviews.productId, products.id))
    .where(productNamedBy(key))
    .groupBy(products.id)
    .limit(1);
  if (!row) return false;
  return page <= Math.max(1, Math.ceil(row.reviews / REVIEWS_PER_PAGE));
}
