import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import robots from "@/app/robots";
import { GET as sitemapFile } from "@/app/sitemap/[file]/route";
import { GET as sitemapIndex } from "@/app/sitemap.xml/route";
import { getConfig } from "@/lib/config";
import { queryRows } from "@/lib/db";
import { productFileNumbersQuery, productFileQuery } from "@/lib/seo/sitemap-entries";
import { SITEMAP_CACHE_CONTROL, SITEMAP_URLS_PER_FILE, sitemapFileBody, sitemapIndexBody } from "@/lib/seo/sitemap-files";
import { blogs, categories, products, sellers } from "@/models";
import { withTestDatabase } from "../helpers/test-database";

const db = withTestDatabase();

const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
// An element's text: characters other than markup, or one of XML's five escapes.
const TEXT = String.raw`(?:[^<>&]|&(?:amp|lt|gt|quot|apos);)+`;
const URL_ELEMENT = String.raw`<url><loc>${TEXT}</loc>(?:<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z</lastmod>)?<changefreq>(?:daily|weekly|monthly)</changefreq><priority>(?:0(?:\.\d+)?|1)</priority></url>`;
/** The whole of a urlset or a sitemapindex as the protocol describes it, and nothing else. */
const URLSET = new RegExp(String.raw`^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset ${NAMESPACE}>\n(?:${URL_ELEMENT}\n?)*\n</urlset>\n$`);
const INDEX = new RegExp(String.raw`^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex ${NAMESPACE}>\n(?:<sitemap><loc>${TEXT}</loc></sitemap>\n?)*\n</sitemapindex>\n$`);

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
}

/** Every file the index names, read through the per-file size given, as {path: urls}. */
async function readAll(perFile: number): Promise<{ index: string; files: Map<string, string[]> }> {
  const index = await sitemapIndexBody(perFile);
  expect(index).toMatch(INDEX);
  const base = getConfig().publicBaseUrl;
  const files = new Map<string, string[]>();
  for (const loc of locs(index)) {
    expect(loc.startsWith(`${base}/sitemap/`)).toBe(true);
    const body = await sitemapFileBody(loc.slice(`${base}/sitemap/`.length), perFile);
    expect(body, loc).not.toBeNull();
    expect(body).toMatch(URLSET);
    files.set(loc, locs(body!));
  }
  return { index, files };
}

async function productCount(): Promise<number> {
  const [row] = await db().select({ count: sql<number>`count(*)::int` }).from(products);
  return row!.count;
}

async function expectedUrls(): Promise<string[]> {
  const base = getConfig().publicBaseUrl;
  const [productRows, categoryRows, blogRows] = await Promise.all([
    db().select({ slug: products.slug }).from(products),
    db().select({ slug: categories.slug }).from(categories),
    db().select({ slug: blogs.slug }).from(blogs),
  ]);
  return [
    ...productRows.map(({ slug }) => `${base}/product/details/${slug}`),
    ...categoryRows.map(({ slug }) => `${base}/category-data/${slug}`),
    ...blogRows.map(({ slug }) => `${base}/blogdetail/${slug}`),
    ...["/", "/collections", "/about", "/privacy", "/refund", "/term-condition", "/story", "/blog"].map((path) => `${base}${path}`),
  ];
}

describe("the sitemap index and its files", () => {
  it("lists every product, category, blog and static page exactly once, on the public address", async () => {
    const { files } = await readAll(SITEMAP_URLS_PER_FILE);
    const urls = [...files.values()].flat();
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toEqual(expect.arrayContaining(await expectedUrls()));
    for (const list of files.values()) expect(list.length).toBeLessThanOrEqual(SITEMAP_URLS_PER_FILE);
  });

  it("splits the products into files of at most the per-file size, each product in exactly one", async () => {
    const count = await productCount();
    const perFile = 7; // the demo catalogue then fills several product files, the last one short
    const { files } = await readAll(perFile);
    const base = getConfig().publicBaseUrl;
    const productFiles = [...files.keys()].filter((loc) => loc.includes("/sitemap/products-"));
    expect(productFiles).toEqual(Array.from({ length: Math.ceil(count / perFile) }, (_, i) => `${base}/sitemap/products-${i + 1}.xml`));
    const productUrls = productFiles.flatMap((loc) => files.get(loc)!);
    for (const loc of productFiles) {
      expect(files.get(loc)!.length).toBeGreaterThan(0);
      expect(files.get(loc)!.length).toBeLessThanOrEqual(perFile);
      expect(files.get(loc)!.every((url) => url.startsWith(`${base}/product/details/`))).toBe(true);
    }
    expect(productUrls).toHaveLength(count);
    expect(new Set(productUrls).size).toBe(count);
    const urls = [...files.values()].flat();
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toEqual(expect.arrayContaining(await expectedUrls()));
  });

  it("gives each product its lastmod", async () => {
    const body = (await sitemapFileBody("products-1.xml", SITEMAP_URLS_PER_FILE))!;
    const [first] = await db().select({ slug: products.slug, updatedAt: products.updatedAt }).from(products).orderBy(products.sitemapPosition).limit(1);
    expect(body).toContain(`/product/details/${first!.slug}</loc><lastmod>${first!.updatedAt.toISOString()}</lastmod>`);
  });

  it("answers files that do not exist with 404", async () => {
    const count = await productCount();
    for (const file of [`products-${Math.ceil(count / 7) + 1}.xml`, "products-0.xml", "products-01.xml", "products-1", "pages", "other.xml", "products-99999999.xml"]) {
      expect(await sitemapFileBody(file, 7), file).toBeNull();
    }
    const answer = await sitemapFile(new Request("http://shop.test/sitemap/nothing.xml"), { params: Promise.resolve({ file: "nothing.xml" }) });
    expect(answer.status).toBe(404);
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it("sends the index and the files as XML that shared caches keep for the hour", async () => {
    expect(SITEMAP_CACHE_CONTROL).toBe("public, max-age=3600");
    const index = await sitemapIndex();
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(index.headers.get("cache-control")).toBe(SITEMAP_CACHE_CONTROL);
    const base = getConfig().publicBaseUrl;
    const indexed = locs(await index.text());
    expect(indexed).toContain(`${base}/sitemap/pages.xml`);
    expect(indexed).toContain(`${base}/sitemap/products-1.xml`);
    for (const file of ["pages.xml", "products-1.xml"]) {
      const answer = await sitemapFile(new Request(`http://shop.test/sitemap/${file}`), { params: Promise.resolve({ file }) });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      expect(answer.headers.get("cache-control")).toBe(SITEMAP_CACHE_CONTROL);
      expect(await answer.text()).toMatch(URLSET);
    }
  });

  it("keeps every file's products when one is added, and skips a file whose products are all gone", async () => {
    const perFile = 7;
    const before = (await readAll(perFile)).files;
    const productFiles = [...before.keys()].filter((loc) => loc.includes("/sitemap/products-"));
    const [seller] = await db().select({ id: sellers.id }).from(sellers).limit(1);
    const [category] = await db().select({ id: categories.id }).from(categories).limit(1);
    await db().insert(products).values({
      name: "Sitemap Newcomer Tee", slug: "sitemap-newcomer-tee", brand: "TeeRang", description: "Joins the last file.", price: 499,
      gender: "unisex", categoryId: category!.id, sellerId: seller!.id,
    });
    const after = (await readAll(perFile)).files;
    const base = getConfig().publicBaseUrl;
    const newcomer = `${base}/product/details/sitemap-newcomer-tee`;
    // Only the last file changed (or a new one began), by the new product alone.
    for (const loc of productFiles.slice(0, -1)) expect(after.get(loc), loc).toEqual(before.get(loc));
    const lastBefore = productFiles.at(-1)!;
    const grown = after.get(lastBefore)!;
    if (grown.length > before.get(lastBefore)!.length) expect(grown).toEqual([...before.get(lastBefore)!, newcomer]);
    else expect(after.get(`${base}/sitemap/products-${productFiles.length + 1}.xml`)).toEqual([newcomer]);

    // The first file's products leave the catalogue (moved aside, as a test may: they have
    // orders and reviews): the index no longer names the file, and asking for it is a 404.
    const firstFile = before.get(productFiles[0]!)!.map((url) => url.slice(`${base}/product/details/`.length));
    await db().transaction(async (tx) => {
      await tx.execute(sql`update products set sitemap_position = sitemap_position + 1000000 where slug in (${sql.join(firstFile.map((slug) => sql`${slug}`), sql`, `)})`);
      const numbers = (await queryRows<{ n: number }>(tx, productFileNumbersQuery(perFile))).map((row) => Number(row.n));
      expect(numbers).not.toContain(1);
      expect(numbers).toContain(Math.floor((1_000_000 + 1 - 1) / perFile) + 1);
      tx.rollback();
    }).catch((error: unknown) => {
      if (!(error instanceof Error && error.message.includes("Rollback"))) throw error;
    });
  });

  it("reads a product file and finds the files from the position index alone, without sorting", async () => {
    // The seed is small enough that a scan of the table and a sort cost least; forbid the
    // scans that lose the index's order, to see the index serves the file in order.
    const plans = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const explain = async (query: ReturnType<typeof sql>) => (await queryRows<Record<string, string>>(tx, sql`explain ${query}`)).map((row) => Object.values(row)[0]).join("\n");
      const file = productFileQuery(tx, { number: 3, perFile: SITEMAP_URLS_PER_FILE }).getSQL();
      return { file: await explain(file), numbers: await explain(productFileNumbersQuery(SITEMAP_URLS_PER_FILE)) };
    });
    expect(plans.file).toMatch(/Index Only Scan using products_sitemap_position_idx/);
    expect(plans.file).not.toMatch(/Sort/);
    // One probe per file: the index, in its order, stopped after one row each time.
    expect(plans.numbers).toMatch(/Index Only Scan using products_sitemap_position_idx/);
    expect(plans.numbers).not.toMatch(/Sort/);
  });
});

describe("robots.txt", () => {
  it("names the sitemap index and keeps personal pages and the API out of search", async () => {
    const rules = await robots();
    expect(rules.sitemap).toBe(`${getConfig().publicBaseUrl}/sitemap.xml`);
    const disallow = [rules.rules].flat()[0]?.disallow;
    expect(disallow).toEqual(expect.arrayContaining(["/api/", "/cart", "/checkout", "/dashboard-client", "/wishlist"]));
  });
});
