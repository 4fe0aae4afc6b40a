import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { products } from "@/models";
import { isUuid, slugParam } from "./params";

/**
 * Whether /product/details/{slug} names a product: by slug, or by id, as getProductPage also
 * accepts. For proxy.ts, which answers unknown product URLs with a real 404 before the page
 * starts streaming. A malformed key never reaches the database.
 *
 * Deliberately not 'use cache': Proxy applies no directive transforms, so there 'use cache'
 * does nothing and cacheLife/cacheTag throw (Next docs, use-cache.md "Proxy"; measured here:
 * "`cacheLife()` can only be called inside a "use cache" function", on every request). It is
 * one lookup on the unique slug index (or the primary key), and always current, so a product
 * created or deleted a moment ago is answered right without any revalidation.
 */
export async function productSlugExists(slug: string): Promise<boolean> {
  const parsed = slugParam.safeParse(slug);
  if (!parsed.success) return false;
  const key = parsed.data.toLowerCase();

  const db = await getDb();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(isUuid(key) ? eq(products.id, key) : eq(products.slug, key))
    .limit(1);
  return rows.length > 0;
}
