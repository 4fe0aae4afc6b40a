import { eq, or, sql, type SQL } from "drizzle-orm";
import { categories, products } from "@/models";
import { isUuid } from "./params";

/*
 * What a page's path names, as one rule per kind so the page, its route handler and proxy.ts's
 * existence checks agree. Keys arrive trimmed and lower-cased.
 */

/** A product: by id when the key is shaped like a UUID (only such a value may meet the id column), else by slug. */
export function productNamedBy(key: string): SQL {
  return isUuid(key) ? eq(products.id, key) : eq(products.slug, key);
}

/** A category: by slug, or by name with dashes read as spaces, in any letter case. */
export function categoryNamedBy(key: string): SQL {
  return or(eq(categories.slug, key), eq(sql`lower(${categories.name})`, key.replaceAll("-", " ")))!;
}
