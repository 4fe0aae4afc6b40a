import { and, asc, gt, lte, type SQL, sql } from "drizzle-orm";
import { getConfig } from "@/lib/config";
import { type Database, queryRows, type Transaction } from "@/lib/db";
import { blogs, categories, products } from "@/models";

/** A page for the sitemap; `lastModified` as a Date, or already written in ISO 8601 (UTC) by the database. */
export type SitemapEntry = { path: string; lastModified?: Date | string; priority: number; changeFrequency: "daily" | "weekly" | "monthly" };

/**
 * updated_at written as Date.prototype.toISOString writes it, by PostgreSQL, so the file's
 * 10,000 dates are not made Dates in the driver and strings again here. It saves little; the
 * covering index is what made a file fast (docs/decisions/0008).
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
 * The numbers of the product files that list at least one product. File n (from 1) holds the
 * products whose sitemap_position lies in ((n - 1) * perFile, n * perFile]: positions are given
 * as products are added and never reused, so a file keeps its products (crawlers need not read
 * the others again) and a new product joins the last one. Files emptied by deletions are skipped.
 * One probe of products_sitemap_position_idx per file (a loose index scan): 11 probes at
 * 100,000 products, where walking the slug index to find each file's first slug read all of it.
 */
export function productFileNumbersQuery(perFile: number): SQL {
  const fileOf = (position: SQL) => sql`((${position} - 1) / ${perFile})::int + 1`;
  return sql`with recursive files(n) as (
    (select ${fileOf(sql`${products.sitemapPosition}`)} from ${products} order by ${products.sitemapPosition} limit 1)
    union all
    select (select ${fileOf(sql`p.sitemap_position`)} from ${products} as p where p.sitemap_position > files.n::bigint * ${perFile} order by p.sitemap_position limit 1)
    from files where files.n is not null
  ) select n from files where n is not null`;
}

export async function getProductFileNumbers(db: Database, perFile: number): Promise<number[]> {
  const rows = await queryRows<{ n: number | string }>(db, productFileNumbersQuery(perFile));
  return rows.map((row) => Number(row.n));
}

/** One product file's rows: its range of positions, in order, from the index alone. */
export function productFileQuery(db: Database | Transaction, file: { number: number; perFile: number }) {
  return db
    .select({ slug: products.slug, lastModified: ISO_UPDATED_AT })
    .from(products)
    .where(and(gt(products.sitemapPosition, (file.number - 1) * file.perFile), lte(products.sitemapPosition, file.number * file.perFile)))
    .orderBy(asc(products.sitemapPosition));
}

export async function getProductEntries(db: Database, file: { number: number; perFile: number }): Promise<SitemapEntry[]> {
  const rows = await productFileQuery(db, file);
  return rows.map((p): SitemapEntry => ({ path: `/product/details/${p.slug}`, lastModified: p.lastModified, priority: 0.8, changeFrequency: "weekly" }));
}

/** An absolute URL on the shop's public address. */
export function absoluteUrl(path: string): string {
  return `${getConfig().publicBaseUrl}${path}`;
}
