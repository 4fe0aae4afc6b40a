import { beforeEach, describe, expect, it } from "vitest";
import { GET as queryProductsGet } from "@/app/api/home/query-products/route";
import { GET as searchGet } from "@/app/api/home/search_products/route";
import { fitPricesToCatalogue, queryKey } from "@/lib/catalog/price-bounds";
import { getPriceRange } from "@/lib/catalog/products";
import { admitSearch, forgetAnsweredSearches, searchRefusal, UNCACHED_SEARCHES_PER_SOURCE } from "@/lib/catalog/search-limit";
import { PEER_ADDRESS_HEADER } from "@/lib/net/client-address";
import { rateLimitBuckets } from "@/models";
import { withTestDatabase } from "../helpers/test-database";

const db = withTestDatabase();
const LIMIT = UNCACHED_SEARCHES_PER_SOURCE.limit;

beforeEach(async () => {
  forgetAnsweredSearches();
  await db().delete(rateLimitBuckets);
});

/** GET /api{path} as the front door hands it to Next: with the socket's address noted. */
async function ask(handler: (request: Request, context: unknown) => Promise<Response>, path: string, from: string) {
  const request = new Request(`http://shop.test/api${path}`, { headers: { [PEER_ADDRESS_HEADER]: from } });
  const response = await handler(request, { params: Promise.resolve({}) });
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json() };
}

async function refusedWith(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    return searchRefusal(error);
  }
}

describe("new searches are limited per source; searches answered lately are not counted", () => {
  it(`lets ${LIMIT} new searches a minute through, then refuses new ones but not ones already answered`, async () => {
    for (let i = 0; i < LIMIT; i++) await admitSearch("203.0.113.5", `search:term ${i}`);
    expect(await refusedWith(admitSearch("203.0.113.5", "search:one more"))).toMatch(/^Too many new searches from your network\. Please wait 1 minute/);
    // Asked before: cached, costs nothing, never refused.
    await expect(admitSearch("203.0.113.5", "search:term 7")).resolves.toBeUndefined();
    // Another shopper is not held back by the first one's searches.
    await expect(admitSearch("198.51.100.9", "search:one more")).resolves.toBeUndefined();
  });

  it("counts an IPv6 household's addresses together (one /64)", async () => {
    for (let i = 0; i < LIMIT; i++) await admitSearch(`2001:db8:1:2::${(i + 1).toString(16)}`, `search:v6 ${i}`);
    expect(await refusedWith(admitSearch("2001:db8:1:2::ffff", "search:v6 more"))).not.toBeNull();
    await expect(admitSearch("2001:db8:1:3::1", "search:v6 more")).resolves.toBeUndefined();
  });

  it("search_products answers 429 with Retry-After and a JSON error past the limit, and the same term in another spelling is not new", async () => {
    for (let i = 0; i < LIMIT; i++) expect((await ask(searchGet, `/home/search_products?searchValue=zz${i}`, "203.0.113.7")).status).toBe(200);
    const refused = await ask(searchGet, "/home/search_products?searchValue=hoodie", "203.0.113.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body.error).toMatch(/Too many new searches/);
    // "ZZ3 " normalises to "zz3", answered above.
    expect((await ask(searchGet, `/home/search_products?searchValue=${encodeURIComponent(" ZZ3 ")}`, "203.0.113.7")).status).toBe(200);
  });

  it("a refused search changes nothing but its own count", async () => {
    for (let i = 0; i < LIMIT + 5; i++) await refusedWith(admitSearch("203.0.113.8", `search:x${i}`));
    const rows = await db().select().from(rateLimitBuckets);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.count).toBe(LIMIT + 5);
  });
});

describe("query-products fits prices to the catalogue", () => {
  it("drops bounds beyond the catalogue's ends, and answers a range outside it with nothing", async () => {
    const range = { low: 99, high: 2999 };
    expect(fitPricesToCatalogue({ lowPrice: 0, highPrice: 5000, rating: 4 }, range)).toEqual({ rating: 4 });
    expect(fitPricesToCatalogue({ lowPrice: 99, highPrice: 2999 }, range)).toEqual({});
    expect(fitPricesToCatalogue({ lowPrice: 100, highPrice: 2998 }, range)).toEqual({ lowPrice: 100, highPrice: 2998 });
    expect(fitPricesToCatalogue({ lowPrice: 3000 }, range)).toBeNull();
    expect(fitPricesToCatalogue({ highPrice: 98 }, range)).toBeNull();
  });

  it("names a query by its fields whatever their order", () => {
    expect(queryKey({ rating: 4, color: "red" })).toBe(queryKey({ color: "red", rating: 4, lowPrice: undefined }));
    expect(queryKey({ rating: 4 })).not.toBe(queryKey({ rating: 3 }));
  });

  it("gives the same answer for lowPrice=0 and the catalogue's lowest price, and nothing above its highest", async () => {
    const range = await getPriceRange();
    const zero = await ask(queryProductsGet, "/home/query-products?lowPrice=0", "203.0.113.9");
    const lowest = await ask(queryProductsGet, `/home/query-products?lowPrice=${range.low}`, "203.0.113.9");
    expect(zero.status).toBe(200);
    expect(zero.body).toEqual(lowest.body);
    expect(zero.body.totalProduct).toBeGreaterThan(0);
    const above = await ask(queryProductsGet, `/home/query-products?lowPrice=${range.high + 1}`, "203.0.113.9");
    expect(above).toMatchObject({ status: 200, body: { products: [], totalProduct: 0 } });
    // Three calls, but only one query new to the server (lowPrice=0 and the lowest are one; above asks nothing).
    const [bucket] = await db().select().from(rateLimitBuckets);
    expect(bucket!.count).toBe(1);
  });

  it("past the limit, a new query is a 429 and a repeated one still answers", async () => {
    for (let i = 0; i < LIMIT; i++) await ask(queryProductsGet, `/home/query-products?searchValue=q${i}`, "203.0.113.10");
    expect((await ask(queryProductsGet, "/home/query-products?searchValue=qnew", "203.0.113.10")).status).toBe(429);
    expect((await ask(queryProductsGet, "/home/query-products?searchValue=Q5", "203.0.113.10")).status).toBe(200);
  });
});
