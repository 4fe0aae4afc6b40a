import { expect, test, type APIRequestContext } from "./support/test";
import { BAD_PAGE_NUMBERS, BAD_QUERY_VALUES, BAD_SEGMENTS } from "./support/bad-url-parts";
import { isErrorDocument, isShopNotFoundPage } from "./support/page-answers";
import { listRouteFiles } from "../tests/harness/route-files";
import { routerHash } from "../tests/harness/router-hash";

/**
 * Bad addresses against the production server: the dynamic pages with a NUL, lone surrogates,
 * broken %-encoding, injection strings, oversized text and impossible page numbers in their
 * path or query, and raw /api and /uploads paths Next must decode before any handler runs
 * (the vitest fuzz calls handlers directly, so it never sees this layer).
 *
 * Every answer must arrive whole within 10 s (a hang fails), never be a 5xx or Next's error
 * document, and have a status the case allows; a page's 404 is the shop's not-found page, an
 * /api answer of 4xx is JSON { error }. One request per test, so the count of tests is the
 * count of requests.
 */

const ANSWER_WITHIN_MS = 10_000;

/**
 * - detail: a page for one thing (category, product, review page, blog post): a value that
 *   names nothing is 404 with the shop's not-found page, or 400 for an address that is not
 *   even well-formed.
 * - listing: the input only filters, pages or labels a listing; the shop reads it forgivingly
 *   (components/listing/collection-state.ts, page-param.ts, show-count.ts), so 200 with a real
 *   page, unless the case also allows a refusal.
 * - api: JSON, and a 4xx is { error }.
 * - file: /uploads; a status only (and nothing outside the uploads folder).
 */
type Kind = "detail" | "listing" | "api" | "file";
type Case = { title: string; url: string; allowed: number[]; kind: Kind };

const DETAIL: [string, (x: string) => string][] = [
  ["/category-data/{x}", (x) => `/category-data/${x}`],
  ["/product/details/{x}", (x) => `/product/details/${x}`],
  ["/product/details/{slug}/reviews/{x}", (x) => `/product/details/{slug}/reviews/${x}`],
  ["/blogdetail/{x}", (x) => `/blogdetail/${x}`],
];

/** Path params of API routes, for the decoding layer: malformed %-encoding and a NUL. */
const API_PARAM_ROUTES = [
  "/api/gift-get/",
  "/api/single-blog/",
  "/api/home/get-product/",
  "/api/home/get-products-cat/",
  "/api/home/get-products-by-gender/",
  "/api/home/customer/get-reviews/",
];
/**
 * Every other API route with a path param (commerce, sellers, chat), found on disk so a new one
 * joins by itself: the bad value in its first param, "x" in any other. Such a route may want a
 * session or another method first (401, 403, 405); whatever it answers must still be a whole
 * JSON 4xx, never a 5xx or a hang.
 */
const OTHER_PARAM_ROUTES = listRouteFiles()
  .map((route) => route.path)
  .filter((path) => /\{[^.}]+\}/.test(path) && !API_PARAM_ROUTES.some((prefix) => path.startsWith(prefix)))
  .sort();
const PARAM = /\{[^.}]+\}/g;

const DECODING: Record<string, string> = {
  "truncated UTF-8 (%E0%A4%A)": "%E0%A4%A",
  "lone percent sign": "%",
  "percent sign with non-hex": "%zz",
  "overlong UTF-8 slash": "%C0%AF",
  "lone high surrogate": "a%ED%A0%80b",
  "NUL inside": "a%00b",
};

const each = (values: Record<string, string>) => Object.entries(values);

const CASES: Case[] = [
  ...DETAIL.flatMap(([pattern, url]) =>
    each(BAD_SEGMENTS).map(([name, x]): Case => ({ title: `${pattern}: ${name}`, url: url(x), allowed: [400, 404], kind: "detail" })),
  ),
  ...each(BAD_PAGE_NUMBERS).map(([name, x]): Case => ({
    title: `/product/details/{slug}/reviews/{x}: page ${name}`,
    url: `/product/details/{slug}/reviews/${x}`,
    allowed: [400, 404],
    kind: "detail",
  })),
  // The theme listing ignores what follows /products/search (its page says so): odd text there
  // lists as usual; an address that cannot be decoded may be refused or not found instead.
  ...each(BAD_SEGMENTS).map(([name, x]): Case => ({ title: `/products/search/{x}: ${name}`, url: `/products/search/${x}`, allowed: [200, 400, 404], kind: "listing" })),
  // Filters the collection does not offer show the unfiltered choice (collection-state.ts).
  // Long text goes in one parameter only: five copies would pass Node's 16 kB header limit,
  // and its 431 would be the server's answer, not the shop's.
  ...each(BAD_QUERY_VALUES).map(([name, x]): Case => ({
    title: `/collections?price&rating&color&sort&page: ${name}`,
    url: x.length > 1_000 ? `/collections?color=${x}` : `/collections?price=${x}&rating=${x}&color=${x}&sort=${x}&page=${x}`,
    allowed: [200],
    kind: "listing",
  })),
  ...each(BAD_PAGE_NUMBERS).map(([name, x]): Case => ({ title: `/collections?page: ${name}`, url: `/collections?page=${x}`, allowed: [200], kind: "listing" })),
  { title: "/collections: every parameter repeated, bad value first", url: "/collections?page=abc&page=2&sort=x&sort=low-to-high&color=%00&color=Black", allowed: [200], kind: "listing" },
  // A search for odd text finds nothing (200); refusing text no product name can hold is fair too.
  ...each(BAD_QUERY_VALUES).map(([name, x]): Case => ({ title: `/product?value: ${name}`, url: `/product?value=${x}`, allowed: [200, 400], kind: "listing" })),
  // An unknown theme lists the newest designs; show= is read forgivingly.
  ...each(BAD_QUERY_VALUES).map(([name, x]): Case => ({ title: `/products/search?gender&show: ${name}`, url: `/products/search?gender=${x}&show=${x}`, allowed: [200], kind: "listing" })),
  // Any page number but a plain one from 1 is page 1 (page-param.ts); show= likewise.
  ...each({ ...BAD_PAGE_NUMBERS, ...pick(BAD_QUERY_VALUES, ["NUL inside", "lone high surrogate", "truncated UTF-8 (%E0%A4%A)", "lone percent sign", "8 kB of text"]) }).flatMap(
    ([name, x]): Case[] => [
      { title: `/offer-promotion?page: ${name}`, url: `/offer-promotion?page=${x}`, allowed: [200], kind: "listing" },
      { title: `/gift-store?show: ${name}`, url: `/gift-store?show=${x}`, allowed: [200], kind: "listing" },
    ],
  ),
  // One customer's pages read their order id in the browser, which says 'Order not found' (or
  // that there is nothing to pay) for any id that is not the shopper's; the page itself is 200.
  ...each(BAD_SEGMENTS).map(([name, x]): Case => ({
    title: `/dashboard/order/details/{x}: ${name}`,
    url: `/dashboard/order/details/${x}`,
    allowed: [200, 400, 404],
    kind: "listing",
  })),
  ...each(BAD_QUERY_VALUES).map(([name, x]): Case => ({ title: `/payment?orderId: ${name}`, url: `/payment?orderId=${x}`, allowed: [200, 400], kind: "listing" })),
  ...API_PARAM_ROUTES.flatMap((prefix) =>
    each(DECODING).map(([name, x]): Case => ({ title: `${prefix}{x}: ${name}`, url: `${prefix}${x}`, allowed: [400, 404], kind: "api" })),
  ),
  ...OTHER_PARAM_ROUTES.flatMap((pattern) =>
    each(DECODING).map(([name, x]): Case => {
      let first = true;
      const url = pattern.replace(PARAM, () => (first ? ((first = false), x) : "x"));
      return { title: `${pattern}: ${name}`, url, allowed: [400, 401, 403, 404, 405], kind: "api" };
    }),
  ),
  { title: "/api/home/get-product/a%00b", url: "/api/home/get-product/a%00b", allowed: [400, 404], kind: "api" },
  { title: "/api: no such route", url: "/api/no-such-route", allowed: [404], kind: "api" },
  { title: "/api: no such route, below a real folder", url: "/api/home", allowed: [404], kind: "api" },
  { title: "/api: no such route, broken %-encoding", url: "/api/no-such-route/%E0%A4%A", allowed: [400, 404], kind: "api" },
  { title: "/api/home/query-products: broken %-encoding in a number", url: "/api/home/query-products?pageNumber=%E0%A4%A", allowed: [400], kind: "api" },
  { title: "/api/home/query-products: NUL in a text filter", url: "/api/home/query-products?category=a%00b", allowed: [200, 400], kind: "api" },
  { title: "/api/home/search_products: NUL in the search", url: "/api/home/search_products?searchValue=a%00b", allowed: [200, 400], kind: "api" },
  { title: "/uploads: broken %-encoding", url: "/uploads/%E0%A4%A", allowed: [400, 404], kind: "file" },
  { title: "/uploads: encoded path traversal", url: "/uploads/..%2F..%2F..%2Fetc%2Fpasswd", allowed: [400, 404], kind: "file" },
  { title: "/uploads: NUL in a file name", url: "/uploads/seed/a%00b.webp", allowed: [400, 404], kind: "file" },
];

function pick(values: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, values[name]!]));
}

let productSlug: Promise<string> | undefined;

/** A real product's slug, so a review-page case is wrong only in its page part. */
function realProductSlug(request: APIRequestContext): Promise<string> {
  productSlug ??= request
    .get("/api/home/get-products")
    .then((response) => response.json())
    .then((body: { products: { slug: string }[] }) => body.products[0]!.slug);
  return productSlug;
}

test.describe("page fuzz: bad addresses get a quick 4xx (or a harmless 200), never a 5xx or a hang", () => {
  // No browser is involved: one project is enough.
  test.skip(({ isMobile }) => isMobile, "runs in the desktop project only");

  for (const fuzzCase of CASES) {
    test(fuzzCase.title, async ({ request }) => {
      const url = fuzzCase.url.includes("{slug}") ? fuzzCase.url.replace("{slug}", await realProductSlug(request)) : fuzzCase.url;
      let response;
      try {
        response = await request.get(url, { timeout: ANSWER_WITHIN_MS, maxRedirects: 0, failOnStatusCode: false });
      } catch (error) {
        throw new Error(`GET ${url.slice(0, 120)}: no complete answer within ${ANSWER_WITHIN_MS / 1000} s (${(error as Error).message.split("\n")[0]})`);
      }
      const status = response.status();
      const type = response.headers()["content-type"] ?? "";
      const text = await response.text();
      const where = `GET ${url.slice(0, 120)} -> ${status} ${type}: ${text.slice(0, 160)}`;

      expect(status, where).toBeLessThan(500);
      expect(fuzzCase.allowed, where).toContain(status);
      expect(isErrorDocument(text), `${where}\n(Next's error document: a render failed)`).toBe(false);

      if (fuzzCase.kind === "api") {
        expect(type, where).toMatch(/^application\/json/);
        if (status >= 400) expect(typeof JSON.parse(text).error, where).toBe("string");
      }
      if ((fuzzCase.kind === "detail" || fuzzCase.kind === "listing") && status === 404) {
        expect(isShopNotFoundPage(text), `${where}\n(a 404 page must be the shop's not-found page)`).toBe(true);
      }
      if (fuzzCase.kind === "listing" && status === 200) {
        expect(type, where).toMatch(/^text\/html/);
        expect(isShopNotFoundPage(text), `${where}\n(a 200 showing the not-found page)`).toBe(false);
      }
      if (fuzzCase.kind === "file") expect(text, where).not.toContain("root:x:0:0");
    });
  }
});

/**
 * The router's own headers, as a client-side navigation sends them, with values no router sends.
 * Each request carries the `_rsc` its headers hash to (Next's own function), so Next takes it as
 * its router's rather than redirecting it: an unreadable state header was a 500 from Next, for
 * anyone; the door now answers 400 (server/door/router-request.mjs).
 */
const ROUTER_CASES: { title: string; headers: { state?: string; prefetch?: string; segment?: string }; allowed: number[] }[] = [
  { title: "state header not JSON", headers: { state: "x" }, allowed: [400] },
  { title: "state header, broken %-encoding", headers: { state: "%E0%A4" }, allowed: [400] },
  { title: "state header, JSON of the wrong shape", headers: { state: encodeURIComponent('["",{"children":["__PAGE__",{}]},null,null,true]') }, allowed: [400] },
  { title: "state header, NUL inside", headers: { state: "%5B%22%00%22%2C%7B%7D%5D" }, allowed: [200, 400] },
  { title: "segment prefetch of a made-up segment", headers: { prefetch: "1", segment: "/../../x" }, allowed: [200, 204, 400, 404] },
  // Next sends this one back to the address without its `_rsc` (a 307): it reads the header's kinds only.
  { title: "prefetch header of an unknown kind", headers: { prefetch: "9" }, allowed: [200, 307, 400] },
];

test.describe("router fuzz: the router's headers with values it never sends get a 4xx (or a normal answer), never a 5xx", () => {
  // No browser is involved: one project is enough.
  test.skip(({ isMobile }) => isMobile, "runs in the desktop project only");

  for (const routerCase of ROUTER_CASES) {
    for (const page of ["/collections?color=Red", "/product/details/{slug}"]) {
      test(`${page}: ${routerCase.title}`, async ({ request }) => {
        const { state, prefetch, segment } = routerCase.headers;
        const path = page.replace("{slug}", await realProductSlug(request));
        const headers: Record<string, string> = { rsc: "1" };
        if (state !== undefined) headers["next-router-state-tree"] = state;
        if (prefetch !== undefined) headers["next-router-prefetch"] = prefetch;
        if (segment !== undefined) headers["next-router-segment-prefetch"] = segment;
        const hash = await routerHash(headers);
        const url = `${path}${path.includes("?") ? "&" : "?"}_rsc=${hash}`;
        const response = await request.get(url, { headers, timeout: ANSWER_WITHIN_MS, maxRedirects: 0, failOnStatusCode: false });
        const where = `GET ${url} ${JSON.stringify(headers).slice(0, 120)} -> ${response.status()}`;
        expect(response.status(), where).toBeLessThan(500);
        expect(routerCase.allowed, where).toContain(response.status());
      });
    }
  }
});
