import { and, asc, gte, lt, type SQL, sql } from "drizzle-orm";
import { getConfig } from "@/lib/config";
import { type Database, queryRows, type Transaction } from "@/lib/db";
import { blogs, categories, products } from "@/models";

/** A page for the sitemap; `lastModified` as a Date, or already written in ISO 8601 (UTC) by the database. */
export type SitemapEntry = { path: string; lastModified?: Date | string; priority: number; changeFrequency: "daily" | "weekly" | "monthly" };

/**
 * updated_at written as Date.prototype.toISOString writes it, by PostgreSQL, so the file's
 * 10,000 dates are not made Dates in the driver and strings again here. (Measured at 100,000
 * products it saved little: the file's time went down with products_slug_updated_at_idx.)
 */
const ISO_UPDATED_AT = sql<string>`to_char(${products.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

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

/**
 * The pages that are not products: the static pages, every category and every blog post. A shop
 * has tens of categories and hundreds of posts, so they share one file.
 */
export async function getPageEntries(db: Database): Promise<SitemapEntry[]> {
  const [categoryRows, blogRows] = await Promise.all([
    db.select({ slug: categories.slug, updatedAt: categories.updatedAt }).from(categories).orderBy(categories.slug),
    db.select({ slug: blogs.slug, updatedAt: blogs.updatedAt }).from(blogs).orderBy(blogs.slug),
  ]);
  return [
    ...staticPages,
    ...categoryRows.map((c): SitemapEntry => ({ path: `/category-data/${c.slug}`, lastModified: c.updatedAt, priority: 0.7, changeFrequency: "weekly" })),
    ...blogRows.map((b): SitemapEntry => ({ path: `/blogdetail/${b.slug}`, lastModified: b.updatedAt, priority: 0.5, changeFrequency: "monthly" })),
  ];
}

/**
 * The first slug of each product file: the first slug, then repeatedly the slug `perFile` places
 * further along the slug index (an index-only walk with an offset, from the last start on). One
 * pass over the index in its own order: nothing is sorted but the few starts by their number.
 * Its length is the number of product files. (Numbering every row with row_number() instead
 * took 4x as long on 100,000 products in PGlite.)
 */
export function productFileStartsQuery(perFile: number): SQL {
  return sql`with recursive starts(slug, n) as (
    (select ${products.slug}, 1 from ${products} order by ${products.slug} limit 1)
    union all
    select (select p.slug from ${products} as p where p.slug > starts.slug order by p.slug offset ${perFile - 1} limit 1), starts.n + 1
    from starts where starts.slug is not null
  ) select slug from starts where slug is not null order by n`;
}

export async function getProductFileStarts(db: Database, perFile: number): Promise<string[]> {
  const rows = await queryRows<{ slug: string }>(db, productFileStartsQuery(perFile));
  return rows.map((row) => row.slug);
}

/**
 * One product file's rows: slugs from `from` up to (not including) `before`, read in order along
 * the slug index and stopped after `limit` rows (keyset, never an offset or a sort of the table).
 */
export function productRangeQuery(db: Database | Transaction, range: { from: string; before?: string; limit: number }) {
  const inRange = range.before === undefined ? gte(products.slug, range.from) : and(gte(products.slug, range.from), lt(products.slug, range.before));
  return db
    .select({ slug: products.slug, lastModified: ISO_UPDATED_AT })
    .from(products)
    .where(inRange)
    .orderBy(asc(products.slug))
    .limit(range.limit);
}

export async function getProductEntries(db: Database, range: { from: string; before?: string; limit: number }): Promise<SitemapEntry[]> {
  const rows = await productRangeQuery(db, range);
  return rows.map((p): SitemapEntry => ({ path: `/product/details/${p.slug}`, lastModified: p.lastModified, priority: 0.8, changeFrequency: "weekly" }));
}

/** An absolute URL on the shop's public address. */
export function absoluteUrl(path: string): string {
  return `${getConfig().publicBaseUrl}${path}`;
}
