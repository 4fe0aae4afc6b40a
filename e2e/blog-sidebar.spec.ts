import { expect, test, type APIRequestContext, type Page } from "./support/test";

type ApiProduct = { name: string; slug: string; price: number; discount: number; images: string[] };
type ApiCategory = { name: string; slug: string };
type Viewed = { slug: string; name: string; image: string | null; price: number; discount: number };

const STORAGE_KEY = "teerang:recently-viewed";
const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

async function products(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get("/api/home/get-products");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: ApiProduct[] }).products;
}

async function categories(request: APIRequestContext): Promise<ApiCategory[]> {
  const response = await request.get("/api/home/get-categorys");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { categorys: ApiCategory[] }).categorys;
}

async function firstPostPath(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/blog-gets");
  expect(response.ok()).toBe(true);
  const [post] = ((await response.json()) as { blogData: { slug: string }[] }).blogData;
  expect(post, "the demo catalogue has a blog post").toBeDefined();
  return `/blogdetail/${post!.slug}`;
}

function viewed(product: ApiProduct): Viewed {
  return { slug: product.slug, name: product.name, image: product.images[0] ?? null, price: product.price, discount: product.discount };
}

function displayedPrice({ price, discount }: { price: number; discount: number }): string {
  return rupees.format(price - Math.floor((price * discount) / 100));
}

function sidebar(page: Page) {
  return page.getByRole("complementary", { name: "Blog sidebar" });
}

function recentlyViewed(page: Page) {
  return sidebar(page).getByRole("region", { name: "Recently viewed" });
}

/** Hydration mismatches (React's minified errors 418, 423, 425) reported on the page. */
function watchHydration(page: Page): string[] {
  const errors: string[] = [];
  const hydration = /hydrat|#418|#423|#425/i;
  page.on("console", (message) => {
    if (message.type() === "error" && hydration.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (hydration.test(error.message)) errors.push(error.message);
  });
  return errors;
}

type Row = { slug: string | null; href: string | null; fullName: string; shortName: string; text: string; height: number; alt: string | null };

/**
 * The recently viewed rows, newest first: each links to its product, carries the full name for
 * screen readers and the name cut to 5 words on screen, shows the displayed price, and is a
 * 44px touch target. Read in one pass (this runs on every page of the journeys below).
 */
async function expectRows(page: Page, expected: readonly Pick<Viewed, "slug" | "name" | "price" | "discount">[]) {
  const items = recentlyViewed(page).getByTestId("recently-viewed-item");
  await expect(items).toHaveCount(expected.length);
  const rows: Row[] = await items.evaluateAll((elements) =>
    elements.map((item) => {
      const link = item.querySelector("a");
      return {
        slug: item.getAttribute("data-slug"),
        href: link?.getAttribute("href") ?? null,
        fullName: link?.querySelector(".sr-only")?.textContent ?? "",
        shortName: link?.querySelector('[aria-hidden="true"]')?.textContent ?? "",
        text: link?.textContent ?? "",
        height: link?.getBoundingClientRect().height ?? 0,
        alt: link?.querySelector("img")?.getAttribute("alt") ?? null,
      };
    }),
  );
  expect(rows.map((row) => row.slug)).toEqual(expected.map((product) => product.slug));
  for (const [index, product] of expected.entries()) {
    const row = rows[index]!;
    expect(row.href).toBe(`/product/details/${encodeURIComponent(product.slug)}`);
    expect(row.fullName).toBe(`${product.name}, `);
    expect(row.shortName.replace(/\.\.\.$/, "").trim().split(/\s+/).length).toBeLessThanOrEqual(5);
    expect(product.name.startsWith(row.shortName.replace(/\.\.\.$/, ""))).toBe(true);
    expect(row.text).toContain(displayedPrice(product));
    expect(row.height, "a 44px touch target").toBeGreaterThanOrEqual(44);
    if (row.alt !== null) expect(row.alt, "the picture beside the name is decorative").toBe("");
  }
  const first = expected[0];
  if (first) await expect(items.first().getByRole("link")).toHaveAccessibleName(new RegExp(`^${first.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, ₹`));
}

/** Stores `history` (newest first) as the shop's recently viewed list, as RecordView would. */
async function seedHistory(page: Page, history: Viewed[] | string) {
  const value = typeof history === "string" ? history : JSON.stringify(history);
  await page.evaluate(([key, text]) => window.localStorage.setItem(key, text), [STORAGE_KEY, value] as const);
}

function listSource(page: Page) {
  return recentlyViewed(page).getByTestId("recently-viewed-list");
}

test.describe("blog sidebar", () => {
  test("categories 2 to 6 and, on a first visit, the 4 newest products as Recently viewed", async ({ page, request }) => {
    const hydrationErrors = watchHydration(page);
    const [allCategories, allProducts] = await Promise.all([categories(request), products(request)]);
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);

    await test.step("categories 2 to 6, linking to their category pages", async () => {
      const section = sidebar(page).getByRole("region", { name: "Categories" });
      await expect(section.getByRole("heading", { level: 2, name: "Categories" })).toBeVisible();
      const expected = allCategories.slice(1, 6);
      expect(expected.length).toBeGreaterThan(0);
      const links = section.getByRole("link");
      await expect(links).toHaveCount(expected.length);
      const found = await links.evaluateAll((anchors) =>
        anchors.map((a) => ({ name: a.textContent?.trim(), href: a.getAttribute("href"), height: a.getBoundingClientRect().height })),
      );
      expect(found.length).toBeLessThanOrEqual(5);
      expect(found.map((link) => link.name)).toEqual(expected.map((category) => category.name));
      for (const link of found) {
        expect(link.href).toMatch(/^\/category-data\/[^/]+$/);
        expect(link.height, "a 44px touch target").toBeGreaterThanOrEqual(44);
      }
      expect((await request.get(found[0]!.href!)).status()).toBe(200);
    });

    await test.step("Recently viewed: the 4 newest products until the shopper views some", async () => {
      const section = recentlyViewed(page);
      await expect(section.getByRole("heading", { level: 2, name: "Recently viewed" })).toBeVisible();
      await expect(listSource(page)).toHaveAttribute("data-source", "newest");
      await expectRows(page, allProducts.slice(0, 4));
      const image = section.getByTestId("recently-viewed-item").first().locator("img");
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    });

    expect(hydrationErrors).toEqual([]);
  });

  test("the server's HTML carries the 4 newest products (first visit, crawlers)", async ({ request }) => {
    const all = await products(request);
    const html = await (await request.get("/blog")).text();
    const slugs = [...html.matchAll(/data-testid="recently-viewed-item" data-slug="([^"]+)"/g)].map((match) => match[1]);
    expect(slugs).toEqual(all.slice(0, 4).map((product) => product.slug));
  });

  test("the shopper's own recently viewed products replace the newest, newest first, on list and detail pages", async ({ page, request }) => {
    // Four page loads, two of them a first visit on a fresh server: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const hydrationErrors = watchHydration(page);
    const all = await products(request);
    // Two products outside the newest 4, so the swap from the server's list is visible.
    const [older, newer] = [all[10], all[20]];
    expect(older && newer, "the demo catalogue has at least 21 products").toBeTruthy();

    await page.goto("/blog");
    await expect(listSource(page)).toHaveAttribute("data-source", "newest");

    // As if the shopper had opened `older` and then `newer`: the store keeps the newest first.
    const history = [viewed(newer!), viewed(older!)];
    await seedHistory(page, history);
    await page.reload();
    await expect(listSource(page)).toHaveAttribute("data-source", "history");
    await expectRows(page, history);
    await expect(recentlyViewed(page).getByRole("heading", { level: 2, name: "Recently viewed" })).toBeVisible();

    await page.goto(await firstPostPath(request));
    await expect(page.getByTestId("blog-article")).toBeVisible();
    await expect(listSource(page)).toHaveAttribute("data-source", "history");
    await expectRows(page, history);

    expect(hydrationErrors).toEqual([]);
  });

  test("a view recorded in another tab shows without reloading; broken storage falls back to the newest", async ({ page, request }) => {
    test.setTimeout(60_000); // five page loads in two tabs
    const all = await products(request);
    const history = [viewed(all[12]!), viewed(all[8]!)];
    await page.goto("/blog");
    await seedHistory(page, history);
    await page.reload();
    await expectRows(page, history);

    const other = await page.context().newPage();
    await other.goto("/blog");
    const third = viewed(all[30] ?? all[5]!);
    await seedHistory(other, [third, ...history]);
    await expectRows(page, [third, ...history]);
    await other.close();

    await seedHistory(page, "{not json");
    await page.reload();
    await expect(listSource(page)).toHaveAttribute("data-source", "newest");
    await expectRows(page, all.slice(0, 4));
  });
});
