import { expect, test, type APIRequestContext } from "@playwright/test";

/*
 * Catalogue pages are rendered on their first visit and then served whole from the route cache
 * (lib/page-params.ts): a later request is a cache HIT carrying the finished page, with the
 * product or listing in the HTML and the metadata in <head>. Filtered views and made-up
 * addresses are never stored.
 */

type Listed = { products: { slug: string; name: string }[] };

async function newestProduct(request: APIRequestContext) {
  const body = (await (await request.get("/api/home/get-products")).json()) as Listed;
  return body.products[0]!;
}

/** Requests `path` until the route cache answers it (the first visit stores it in the background). */
async function cachedPage(request: APIRequestContext, path: string) {
  let last = { status: 0, cache: "", html: "" };
  await expect
    .poll(
      async () => {
        const response = await request.get(path);
        last = { status: response.status(), cache: response.headers()["x-nextjs-cache"] ?? "", html: await response.text() };
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

  test("home and the unfiltered collection, at their own addresses", async ({ request }) => {
    const product = await newestProduct(request);
    const home = await cachedPage(request, "/");
    expect(home.html).toContain('data-testid="new-arrivals"');
    expect(home.html).toContain(product.name);
    expect(head(home.html)).toMatch(/rel="canonical" href="https?:\/\/[^/"]+\/?"/);

    const collections = await cachedPage(request, "/collections");
    expect(collections.html).toContain("All designs");
    expect(head(collections.html)).toMatch(/rel="canonical" href="[^"]*\/collections"/);
  });

  test("a category page", async ({ request }) => {
    const { categorys } = (await (await request.get("/api/home/get-categorys")).json()) as { categorys: { slug: string; name: string }[] };
    const category = categorys[0]!;
    const page = await cachedPage(request, `/category-data/${category.slug}`);
    expect(page.html).toContain(category.name);
  });

  test("a filtered collection is rendered for each request, never stored", async ({ request }) => {
    for (let i = 0; i < 3; i++) {
      const response = await request.get("/collections?rating=4");
      expect(response.status()).toBe(200);
      expect(response.headers()["x-nextjs-cache"]).toBeUndefined();
    }
  });

  test("made-up editions and review pages are a 404 at once", async ({ request }) => {
    const product = await newestProduct(request);
    for (const path of [
      "/home/other",
      "/collections/other",
      "/home/__build-placeholder__",
      `/product/details/${product.slug}/reviews/999`,
      `/product/details/${product.slug}/reviews/02`,
      `/product/details/${product.slug}/reviews/0`,
      "/product/details/__build-placeholder__",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test("an optimised picture is made once, then served from the image cache", async ({ request }) => {
  const home = await cachedPage(request, "/");
  const src = home.html.match(/src="(\/_next\/image\?[^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
  expect(src).toBeTruthy();
  // A width no test has asked for yet, in AVIF as a browser would ask.
  const url = src!.replace(/&w=\d+/, "&w=256");
  const headers = { accept: "image/avif,image/webp,*/*" };
  const first = await request.get(url, { headers });
  expect(first.status()).toBe(200);
  expect(first.headers()["content-type"]).toBe("image/avif");
  const again = await request.get(url, { headers });
  expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
  expect((await again.body()).equals(await first.body())).toBe(true);
});
