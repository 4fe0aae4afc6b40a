import { asc } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { getDb } from "@/lib/db";
import { categories } from "@/models";
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
