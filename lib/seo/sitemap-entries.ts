import { cacheLife, cacheTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { blogs, categories, products } from "@/models";

export type SitemapEntry = { path: string; lastModified?: Date; priority: number; changeFrequency: "daily" | "weekly" | "monthly" };

/** The shop's indexable pages that do not come from the database. */
export const staticPages: SitemapEntry[] = [
  { path: "/", priority: 1, changeFrequency: "daily" },
  { path: "/collections", priority: 0.9, changeFrequency: "daily" },
  { path: "/offer-promotion", priority: 0.8, changeFrequency: "daily" },
  { path: "/gift-store", priority: 0.8, changeFrequency: "weekly" },
  ...["Fitness", "Motivation", "Pets", "kids", "male"].map(
    (gender): SitemapEntry => ({ path: `/products/search?gender=${gender}`, priority: 0.7, changeFrequency: "daily" }),
  ),
  { path: "/blog", priority: 0.6, changeFrequency: "weekly" },
  { path: "/reviews", priority: 0.5, changeFrequency: "monthly" },
  { path: "/queryform", priority: 0.5, changeFrequency: "monthly" },
  ...["/story", "/about", "/privacy", "/refund", "/term-condition"].map(
    (path): SitemapEntry => ({ path, priority: 0.3, changeFrequency: "monthly" }),
  ),
];

/** Every page a search engine should know: static pages, products, categories and blogs. */
export async function getSitemapEntries(): Promise<SitemapEntry[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.products, cacheTags.categories, cacheTags.blogs);

  const db = await getDb();
  const [productRows, categoryRows, blogRows] = await Promise.all([
    db.select({ slug: products.slug, updatedAt: products.updatedAt }).from(products).orderBy(products.slug),
    db.select({ slug: categories.slug, updatedAt: categories.updatedAt }).from(categories).orderBy(categories.slug),
    db.select({ slug: blogs.slug, updatedAt: blogs.updatedAt }).from(blogs).orderBy(blogs.slug),
  ]);
  return [
    ...staticPages,
    ...categoryRows.map((c): SitemapEntry => ({ path: `/category-data/${c.slug}`, lastModified: c.updatedAt, priority: 0.7, changeFrequency: "weekly" })),
    ...productRows.map((p): SitemapEntry => ({ path: `/product/details/${p.slug}`, lastModified: p.updatedAt, priority: 0.8, changeFrequency: "weekly" })),
    ...blogRows.map((b): SitemapEntry => ({ path: `/blogdetail/${b.slug}`, lastModified: b.updatedAt, priority: 0.5, changeFrequency: "monthly" })),
  ];
}

/** An absolute URL on the shop's public address. */
export function absoluteUrl(path: string): string {
  return `${getConfig().publicBaseUrl}${path}`;
}
