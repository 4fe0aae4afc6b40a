// Times the catalogue's real reads against DATABASE_URL, uncached (run by bench-scale.ts under
// tsconfig.json here, which replaces next/cache as the tests do). Prints one JSON line:
// { [query]: median ms of RUNS runs after a warm-up }.
import { getFacetCounts } from "@/lib/catalog/facets";
import { queryProducts } from "@/lib/catalog/product-query";
import { getHomeProducts, getPriceRange } from "@/lib/catalog/products";
import { searchProducts } from "@/lib/catalog/search";
import { closeDatabase, getDb } from "@/lib/db";
import { findPinCode, promiseFor } from "@/lib/delivery/promise";
import { getProductEntries, getProductFileNumbers } from "@/lib/seo/sitemap-entries";
import { SITEMAP_URLS_PER_FILE } from "@/lib/seo/sitemap-files";
import { urlsetXml } from "@/lib/seo/sitemap-xml";
import { categories } from "@/models";

const RUNS = 6;

async function median(work: () => Promise<unknown>): Promise<number> {
  await work(); // warm-up: connections, plans, the server's buffers
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Number(((times[(RUNS - 1) >> 1]! + times[RUNS >> 1]!) / 2).toFixed(2));
}

const db = await getDb();
const [category] = await db.select({ slug: categories.slug }).from(categories).orderBy(categories.slug).limit(1);

const queries: [string, () => Promise<unknown>][] = [
  ["facets, unfiltered", () => getFacetCounts({})],
  ["facets, color=Red", () => getFacetCounts({ color: "Red" })],
  ["search 'hustle'", () => searchProducts("hustle")],
  ["search 'xyz123'", () => searchProducts("xyz123")],
  // The typo, synonym and colour layer: a misspelt shop word, two words with a colour, two
  // words one of which says who it is for, and a colour alone.
  ["search 'tshrt'", () => searchProducts("tshrt")],
  ["search 'oversized black'", () => searchProducts("oversized black")],
  ["search 'dog lover'", () => searchProducts("dog lover")],
  ["search 'black'", () => searchProducts("black")],
  ["grid: category + price + rating, by price", () => queryProducts({ category: category!.slug, lowPrice: 300, highPrice: 900, rating: 3, sortPrice: "low-to-high" })],
  ["grid: first page and total", () => queryProducts({})],
  ["grid: color=Red", () => queryProducts({ color: "Red" })],
  ["grid: page 834", () => queryProducts({ pageNumber: 834 })],
  ["price range", () => getPriceRange()],
  ["home lists (newest, best rated, most discounted)", () => getHomeProducts()],
  // A product file holds 1,000 URLs at 1,000 products and 10,000 at 100,000, so a whole file
  // compares unequal work (it is timed through the server in the sitemap line below). Timed here:
  // finding the files (the index's) and one file of 1,000 positions, read and written as XML.
  ["sitemap: the product files", () => getProductFileNumbers(db, SITEMAP_URLS_PER_FILE)],
  ["sitemap: a file of 1,000 products", async () => urlsetXml(await getProductEntries(db, { number: 1, perFile: 1_000 }))],
  // Delivery by PIN code: one primary-key read of the directory (target under 1 ms), and the
  // whole promise (the PIN's and the warehouse's rows, the zone, the working days).
  ["PIN lookup", () => findPinCode("781001", db)],
  ["delivery promise for a PIN", () => promiseFor("781001", new Date(), db)],
];

const result: Record<string, number> = {};
for (const [name, work] of queries) result[name] = await median(work);
await closeDatabase();
console.log(JSON.stringify(result));
