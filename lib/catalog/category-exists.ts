import { getDb } from "@/lib/db";
import { categories } from "@/models";
import { slugParam } from "./params";
import { categoryNamedBy } from "./path-keys";

/**
 * Whether /category-data/{slug} names a category, by the rule getCategoryProducts uses (its
 * slug, or its name with dashes read as spaces, any letter case): one indexed lookup, uncached,
 * for a proxy that answers unknown category URLs with a real 404 before the page starts
 * streaming (as proxy.ts does for blog posts). A malformed slug never reaches the database.
 */
export async function categoryExists(slug: string): Promise<boolean> {
  const key = slugParam.safeParse(slug);
  if (!key.success) return false;
  const wanted = key.data.toLowerCase();
  const db = await getDb();
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(categoryNamedBy(wanted))
    .limit(1);
  return rows.length > 0;
}
