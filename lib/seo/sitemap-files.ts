import { cacheLife, cacheTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { getDb } from "@/lib/db";
import { getPageEntries, getProductEntries, getProductFileNumbers } from "./sitemap-entries";
import { sitemapIndexXml, urlsetXml } from "./sitemap-xml";

// The sitemap as files (docs/decisions/0008): /sitemap.xml is an index naming
// /sitemap/pages.xml (static pages, categories, blog posts) and /sitemap/products-N.xml, each
// of at most SITEMAP_URLS_PER_FILE products by their sitemap position. The protocol allows 50,000
// URLs a file; 10,000 keeps a file near 2 MB, under what the shared cache stores (4 MB).

export const SITEMAP_URLS_PER_FILE = 10_000;

/** Crawlers and the shared cache in front of Next may keep a file for an hour. */
export const SITEMAP_CACHE_CONTROL = "public, max-age=3600";

/**
 * The numbers of the product files that list products. Cached for the hour and dropped by any
 * product write (the products tag), so a new product is listed at once.
 */
async function productFileNumbers(perFile: number): Promise<number[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.products);
  return getProductFileNumbers(await getDb(), perFile);
}

/** The path of every file the index names, the pages file first. */
export async function sitemapFilePaths(perFile = SITEMAP_URLS_PER_FILE): Promise<string[]> {
  const numbers = await productFileNumbers(perFile);
  return ["/sitemap/pages.xml", ...numbers.map((n) => `/sitemap/products-${n}.xml`)];
}

/** The body of /sitemap.xml. */
export async function sitemapIndexBody(perFile = SITEMAP_URLS_PER_FILE): Promise<string> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.products);
  return sitemapIndexXml(await sitemapFilePaths(perFile));
}

async function pagesFileBody(): Promise<string> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.categories, cacheTags.blogs);
  return urlsetXml(await getPageEntries(await getDb()));
}

/** A product file, cached by its number. */
async function productFileBody(number: number, perFile: number): Promise<string> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.products);
  return urlsetXml(await getProductEntries(await getDb(), { number, perFile }));
}

/**
 * The body of the file named `file` ("pages.xml", "products-3.xml"), or null when there is no
 * such file. A product file's number is checked against the list before anything is cached
 * under it, so made-up numbers store nothing.
 */
export async function sitemapFileBody(file: string, perFile = SITEMAP_URLS_PER_FILE): Promise<string | null> {
  if (file === "pages.xml") return pagesFileBody();
  const number = /^products-([1-9]\d{0,6})\.xml$/.exec(file)?.[1];
  if (number === undefined) return null;
  if (!(await productFileNumbers(perFile)).includes(Number(number))) return null;
  return productFileBody(Number(number), perFile);
}

/** A sitemap document as the shop sends it: XML, kept by shared caches for the hour. */
export function sitemapResponse(body: string | null): Response {
  if (body === null) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SITEMAP_CACHE_CONTROL } });
}
