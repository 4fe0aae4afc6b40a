import { expect, request as playwright, test, type APIRequestContext } from "./support/test";
import { routerHash } from "../tests/harness/router-hash";

/*
 * Catalogue pages are rendered on their first visit and then served whole from the route cache
 * (lib/page-params.ts): a later request is a cache HIT carrying the finished page, with the
 * product or listing in the HTML and the metadata in <head>. Filtered views and made-up
 * addresses are never stored there. In front of Next, the shared cache of server/index.mjs
 * (server/cache/shared-cache.mjs) then answers repeat visits from the stored bytes, filtered views
 * included from their second request (server/cache/address-only-pages.mjs). A product's page asked
 * as a document is the exception: it renders per request (app/(store)/product/document) and the
 * shared cache keeps it like a filtered view; the router's requests for it use the route cache.
 */

type Listed = { products: { slug: string; name: string }[] };
type HomeLists = Listed & { discount_product: { slug: string }[]; topRated_product: { slug: string }[] };

async function newestProduct(request: APIRequestContext) {
  const body = (await (await request.get("/api/home/get-products")).json()) as Listed;
  return body.products[0]!;
}

/**
 * A product no other spec buys, reviews or restocks: not among the newest dozen (productToBuy
 * picks from them), the sale or top-rated lists (paidOrder buys from the sale list) or the oldest
 * twenty (reviews.spec reviews the last ones without reviews). A stock or review write rightly
 * drops the product's stored page, which would break a test that counts the requests before the
 * shared cache answers.
 */
async function quietProduct(request: APIRequestContext) {
  const body = (await (await request.get("/api/home/get-products")).json()) as HomeLists;
  const busy = new Set([...body.discount_product, ...body.topRated_product].map((product) => product.slug));
  const quiet = body.products.slice(12, -20).filter((product) => !busy.has(product.slug));
  expect(quiet.length, "the demo catalogue has products no spec touches").toBeGreaterThan(0);
  return quiet[0]!;
}

/** Which cache answered: Next's route cache or the shared cache in front of it ("" for none). */
function answeredBy(headers: Record<string, string>): string {
  if (headers["x-shared-cache"] === "HIT") return "HIT";
  return headers["x-nextjs-cache"] ?? "";
}

/** Requests `path` until a cache answers it (the first visit stores it in the background). */
async function cachedPage(request: APIRequestContext, path: string) {
  let last = { status: 0, cache: "", html: "" };
  await expect
    .poll(
      async () => {
        const response = await request.get(path);
        last = { status: response.status(), cache: answeredBy(response.headers()), html: await response.text() };
        return last.cache;
      },
      { timeout: 15_000, intervals: [200, 500, 1000] },
    )
    .toBe("HIT");
  return last;
}

/** The HTML before </head>. */
function head(html: string): string {
  return html.slice(0, html.indexOf("</head>"));
}

test.describe("pages served from the route cache", () => {
  test("a product page and its review pages: the finished page, metadata in the head", async ({ request }) => {
    const product = await newestProduct(request);
    const page = await cachedPage(request, `/product/details/${product.slug}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`data-testid="product-details"`);
    expect(head(page.html)).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(head(page.html)).toContain(`<title>${product.name}`);

    const reviews = await cachedPage(request, `/product/details/${product.slug}/reviews/1`);
    expect(reviews.status).toBe(200);
    expect(reviews.html).toContain('data-testid="product-reviews"');
    expect(head(reviews.html)).toMatch(new RegExp(`rel="canonical" href="[^"]*/product/details/${product.slug}"`));
  });

  test("a product's page asked as a document renders for it; the router's requests for it use the route cache", async ({ request }) => {
    const product = await quietProduct(request);
    // An address of this test's own (the probe), so no other test's visit has been stored under it.
    const path = `/product/details/${product.slug}?probe=${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
    const first = await request.get(path);
    expect(first.status()).toBe(200);
    // Rendered for this request: not from the route cache (no x-nextjs-cache), nor stored yet.
    expect(first.headers()["x-nextjs-cache"]).toBeUndefined();
    expect(first.headers()["x-shared-cache"]).toBeUndefined();
    expect(first.headers()["cache-control"]).toMatch(/private/);
    const html = await first.text();
    expect(html).toContain(`data-testid="product-details"`);
    expect(head(html)).toContain(`<title>${product.name}`);
    expect(head(html)).toMatch(new RegExp(`rel="canonical" href="[^"]*/product/details/${product.slug}"`));
    // The router starts from the shopper's address, not the route that rendered it.
    expect(html).toContain(`\\"c\\":[\\"\\",\\"product\\",\\"details\\",\\"${product.slug}?probe=`);
    expect(html).not.toContain("/product/document/");
    // Kept from its second request, answered by the shared cache from the third.
    expect((await request.get(path)).headers()["x-shared-cache"]).toBeUndefined();
    expect((await request.get(path)).headers()["x-shared-cache"]).toBe("HIT");

    // The router's prefetch of the same product (what hovering a link to it asks): the route cache.
    const prefetch = { rsc: "1", "next-router-prefetch": "1", "next-router-segment-prefetch": "/_tree" };
    const hash = await routerHash(prefetch);
    await expect
      .poll(async () => (await request.get(`/product/details/${product.slug}?_rsc=${hash}`, { headers: prefetch })).headers()["x-nextjs-cache"], {
        timeout: 15_000,
        intervals: [200, 500, 1000],
      })
      .toBe("HIT");
  });

  test("home, the unfiltered collection and the blog list, at their own addresses", async ({ request }) => {
    const product = await newestProduct(request);
    const home = await cachedPage(request, "/");
    expect(home.html).toContain('data-testid="new-arrivals"');
    expect(home.html).toContain(product.name);
    expect(head(home.html)).toMatch(/rel="canonical" href="https?:\/\/[^/"]+\/?"/);

    // The rewrite to /home/current is Next's own business: its note of it (x-middleware-rewrite)
    // stays inside the server (the front door drops x-middleware-* headers).
    const rewrite = (await request.get("/", { headers: { "cache-control": "no-cache" } })).headers()["x-middleware-rewrite"];
    expect(rewrite).toBeUndefined();

    const collections = await cachedPage(request, "/collections");
    expect(collections.html).toContain("All designs");
    expect(head(collections.html)).toMatch(/rel="canonical" href="[^"]*\/collections"/);

    const { blogData } = (await (await request.get("/api/blog-gets")).json()) as { blogData: { slug: string }[] };
    const blog = await cachedPage(request, "/blog");
    expect(blog.html).toContain('data-testid="blog-list"');
    expect(blog.html).toContain(`href="/blogdetail/${blogData[0]!.slug}"`);
    expect(blog.html).not.toContain('aria-busy="true"');
    expect(head(blog.html)).toMatch(/rel="canonical" href="[^"]*\/blog"/);
  });

  test("a category page", async ({ request }) => {
    const { categorys } = (await (await request.get("/api/home/get-categorys")).json()) as { categorys: { slug: string; name: string }[] };
    const category = categorys[0]!;
    const page = await cachedPage(request, `/category-data/${category.slug}`);
    expect(page.html).toContain(category.name);
  });

  test("a filtered collection is rendered for its first request, then kept for every shopper", async ({ request, baseURL }) => {
    // An address no other test asks, so its first request is this test's.
    const path = `/collections?rating=4&price=500-1000&probe=${Date.now()}`;
    // Rendered twice: an address asked once is never kept.
    for (let i = 0; i < 2; i++) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(answeredBy(response.headers())).toBe("");
    }
    // Then the stored page (asked until stored: another test's catalogue write empties the cache).
    const stored = await cachedPage(request, path);
    expect(stored.html).toContain('data-testid="product-card"');
    // A signed-in shopper is given the stored page too.
    const shopper = await playwright.newContext({ baseURL });
    expect((await shopper.post("/api/customer/customer-login", { data: { email: "demo@teerang.in", password: "Demo@1234" } })).status()).toBe(200);
    expect((await cachedPage(shopper, path)).html).toContain('data-testid="product-card"');
    await shopper.dispose();
  });

  test("address-only pages are the same for a signed-in shopper and a stranger", async ({ request, baseURL }) => {
    // server/cache/address-only-pages.mjs keeps these for everyone: each must read only its URL.
    // Each render here has an address of its own (a probe in the query), so none is a stored copy.
    const shopper = await playwright.newContext({ baseURL });
    expect((await shopper.post("/api/customer/customer-login", { data: { email: "demo@teerang.in", password: "Demo@1234" } })).status()).toBe(200);
    const product = await newestProduct(request);
    for (const page of ["/collections?color=Red", "/offer-promotion?page=1", "/gift-store?from=home", "/reviews?sort=high", "/products/search?gender=Gym", `/product/details/${product.slug}?color=Black`]) {
      // Renders a moment apart; asked again if another test changed the catalogue in between.
      await expect
        .poll(
          async () => {
            const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
            const stranger = await request.get(`${page}&probe=s${stamp}`);
            const signedIn = await shopper.get(`${page}&probe=c${stamp}`);
            if (stranger.status() !== 200 || signedIn.status() !== 200) return `${stranger.status()} ${signedIn.status()}`;
            if (answeredBy(stranger.headers()) || answeredBy(signedIn.headers())) return "answered from a cache";
            const same = (html: string, who: string) => html.replaceAll(`probe=${who}${stamp}`, "probe=");
            return same(await signedIn.text(), "c") === same(await stranger.text(), "s") ? "same" : "different";
          },
          { message: page, timeout: 20_000, intervals: [0, 500, 1000] },
        )
        .toBe("same");
    }
    await shopper.dispose();
  });

  test("a repeat visit comes from the shared cache, compressed as the browser asks", async ({ request }) => {
    const product = await newestProduct(request);
    const path = `/product/details/${product.slug}`;
    await cachedPage(request, path);
    let last: Awaited<ReturnType<APIRequestContext["get"]>> | undefined;
    await expect
      .poll(
        async () => {
          last = await request.get(path, { headers: { "accept-encoding": "gzip, deflate, br" } });
          return `${last.headers()["x-shared-cache"]} ${last.headers()["content-encoding"]}`;
        },
        { timeout: 15_000, intervals: [200, 500, 1000] },
      )
      .toBe("HIT br");
    const html = await last!.text();
    expect(html).toContain(`data-testid="product-details"`);
    expect(html).toContain(product.name);
    // The browser's next visit asks with the tag it holds and gets 304, no body.
    const etag = last!.headers()["etag"];
    expect(etag).toBeTruthy();
    const again = await request.get(path, { headers: { "accept-encoding": "gzip, deflate, br", "if-none-match": etag! } });
    expect(again.status()).toBe(304);
  });

  test("a signed-in shopper's own answers are never stored nor given to others", async ({ request, baseURL }) => {
    const login = await request.post("/api/customer/customer-login", { data: { email: "demo@teerang.in", password: "Demo@1234" } });
    expect(login.status()).toBe(200);
    for (let i = 0; i < 3; i++) {
      const account = await request.get("/api/useringfo");
      expect(account.status()).toBe(200);
      expect(account.headers()["x-shared-cache"]).toBeUndefined();
      expect(account.headers()["cache-control"]).toMatch(/private|no-store/);
    }
    // A stranger asking the same address gets no copy of that shopper's answer.
    const stranger = await playwright.newContext({ baseURL });
    const theirs = await stranger.get("/api/useringfo");
    expect(theirs.status()).toBe(401);
    expect(await theirs.text()).not.toContain("demo@teerang.in");
    await stranger.dispose();
  });

  test("made-up editions and review pages are a 404 at once", async ({ request }) => {
    const product = await newestProduct(request);
    for (const path of [
      "/home/other",
      "/collections/other",
      "/blog/other",
      "/blog/other/opengraph-image-x",
      "/home/__build-placeholder__",
      `/product/details/${product.slug}/reviews/999`,
      `/product/details/${product.slug}/reviews/02`,
      `/product/details/${product.slug}/reviews/0`,
      "/product/details/__build-placeholder__",
      // The route that renders a product's page for a document request is not an address.
      `/product/document/${product.slug}`,
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test("an optimised picture is made once, then served from the image cache", async ({ request }) => {
  const home = await cachedPage(request, "/");
  const src = home.html.match(/src="(\/_next\/image\?[^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
  expect(src).toBeTruthy();
  // A width no test has asked for yet, asked as a browser asks: WebP comes back even to a
  // browser that takes AVIF (next.config.ts: the shop's WebP pictures only grew as AVIF).
  const url = src!.replace(/&w=\d+/, "&w=256");
  const headers = { accept: "image/avif,image/webp,*/*" };
  const first = await request.get(url, { headers });
  expect(first.status()).toBe(200);
  expect(first.headers()["content-type"]).toBe("image/webp");
  const again = await request.get(url, { headers });
  expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
  expect((await again.body()).equals(await first.body())).toBe(true);
});
