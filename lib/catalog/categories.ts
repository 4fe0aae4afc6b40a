import { asc, eq, exists, sql } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { getDb } from "@/lib/db";
import { categories, products } from "@/models";
import type { Category } from "./types";

/** Every category, in the order the shop added them (Shop By Category, sidebars). */
export async function getCategories(): Promise<Category[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.categories);

  const db = await getDb();
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, image: categories.image })
    .from(categories)
    .orderBy(asc(categories.createdAt), asc(categories.id));
}

/** A category the menu lists: its name and the slug of its page (/category-data/{slug}). */
export type MenuCategory = Pick<Category, "id" | "name" | "slug">;

/**
 * The categories that have at least one product, in the shop's order: the phone menu's list.
 * An empty category is left out (its page would show nothing). Cached like every catalogue
 * read; a product or category write revalidates it through either tag.
 */
export async function getMenuCategories(): Promise<MenuCategory[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.categories, cacheTags.products);

  const db = await getDb();
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(exists(db.select({ one: sql`1` }).from(products).where(eq(products.categoryId, categories.id))))
    .orderBy(asc(categories.createdAt), asc(categories.id));
}
