import { expect, test, type Locator, type Page } from "./support/test";
import { hydrated } from "./support/hydration";

/** The visible product cards of a grid, read as a shopper sees them. */
async function readCards(cards: Locator) {
  return cards.evaluateAll((list) =>
    list.map((card) => ({
      slug: card.getAttribute("data-slug") ?? "",
      price: Number((card.querySelector('[data-testid="card-price"]')?.textContent ?? "").replace(/[^\d]/g, "")),
      rating: Number(card.querySelector('[data-testid="card-rating"]')?.getAttribute("data-rating") ?? "0"),
      name: (card.querySelector("h3")?.textContent ?? "").trim(),
      category: (card.querySelector("p")?.textContent ?? "").trim(),
    })),
  );
}

type ApiProduct = { slug: string; name: string; price: number; discount: number; rating: number; color: string[]; category: string };

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

const displayed = (p: ApiProduct) => p.price - Math.floor((p.price * p.discount) / 100);

/** The filter panel the shopper can see: the sidebar on desktop, the collapsible panel on a phone. */
async function filterPanel(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) {
    const details = page.getByTestId("mobile-filters").filter({ visible: true });
    if (!(await details.evaluate((el: HTMLDetailsElement) => el.open))) await details.locator("summary").click();
  }
  const panel = page.getByTestId("filter-panel").filter({ visible: true });
  // The filters are links: clicked before hydration they load the whole page, after it they
  // navigate within it. Either works for a shopper; the test waits so it always sees the latter.
  await hydrated(panel.locator("a"));
  return panel;
}

/**
 * The grid on screen. Moving between the unfiltered collection and a filtered view changes route,
 * and Next keeps the page left behind in the document, hidden (React Activity), for Back.
 */
function shownGrid(page: Page): Locator {
  return page.getByTestId("product-grid").filter({ visible: true });
}

test.describe("collections", () => {
  test("price, colour and rating filters apply together and agree with the API", async ({ page, isMobile }) => {
    const response = await page.goto("/collections");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "All designs" })).toBeVisible();
    const grid = shownGrid(page);
    await expect(grid.getByTestId("product-card").first()).toBeVisible();
    expect(await grid.getByTestId("product-card").count()).toBe(12);

    await test.step("filters are links that keep each other", async () => {
      await (await filterPanel(page, isMobile)).getByTestId("price-500-1000").click();
      // The first filtered view is rendered on arrival: allow a busy test server its time.
      // On a phone the panel's links keep it open (panel=filters).
      await expect(page).toHaveURL(/\/collections\?price=500-1000(&panel=filters)?$/, { timeout: 20_000 });
      await (await filterPanel(page, isMobile)).getByTestId("color-Black").click();
      await expect(page).toHaveURL(/\/collections\?price=500-1000&color=Black(&panel=filters)?$/, { timeout: 20_000 });
      await (await filterPanel(page, isMobile)).getByTestId("rating-4").click();
      await expect(page).toHaveURL(/\/collections\?price=500-1000&rating=4&color=Black(&panel=filters)?$/, { timeout: 20_000 });
      await expect(page.getByTestId("active-filters").filter({ visible: true })).toContainText("Black");
    });

    const expected = await api<{ products: ApiProduct[]; totalProduct: number }>(
      page,
      "/api/home/query-products?lowPrice=500&highPrice=1000&rating=4&color=Black",
    );
    expect(expected.totalProduct).toBeGreaterThan(0);

    await test.step("every card shown satisfies all three filters", async () => {
      const cards = await readCards(grid.getByTestId("product-card"));
      expect(cards.length).toBe(Math.min(12, expected.totalProduct));
      for (const card of cards) {
        expect(card.price).toBeGreaterThanOrEqual(500);
        expect(card.price).toBeLessThanOrEqual(1000);
        expect(card.rating).toBeGreaterThanOrEqual(4);
      }
      // Colour is not printed on the card: the API, asked the same, lists the same products, all in black.
      expect(cards.map((c) => c.slug)).toEqual(expected.products.map((p) => p.slug));
      expect(cards.map((c) => c.price)).toEqual(expected.products.map(displayed));
      for (const product of expected.products) expect(product.color.map((c) => c.toLowerCase())).toContain("black");
      await expect(page.getByTestId("result-count").filter({ visible: true })).toContainText(`${expected.totalProduct} design`);
    });

    await test.step("facet counts say what each choice would give", async () => {
      const panel = await filterPanel(page, isMobile);
      const count = (testId: string) => panel.getByTestId(testId).getByTestId("facet-count").innerText().then((t) => Number(t.replace(/\D/g, "")));
      expect(await count("price-500-1000")).toBe(expected.totalProduct);
      const navy = await api<{ totalProduct: number }>(page, "/api/home/query-products?lowPrice=500&highPrice=1000&rating=4&color=Navy");
      expect(await count("color-Navy")).toBe(navy.totalProduct);
    });

    await test.step("sorting keeps the filters; the canonical URL drops the sort", async () => {
      await page.getByTestId("sort-select").filter({ visible: true }).selectOption("high-to-low");
      await expect(page).toHaveURL(/\/collections\?price=500-1000&rating=4&color=Black&sort=high-to-low$/);
      await expect(shownGrid(page).getByTestId("product-card").first()).toBeVisible();
      const prices = (await readCards(shownGrid(page).getByTestId("product-card"))).map((c) => c.price);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/collections\?price=500-1000&rating=4&color=Black$/);
      // A combination of filters is kept out of the index.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    });

    await test.step("Clear filters goes back to the whole collection", async () => {
      await page.getByTestId("active-filters").filter({ visible: true }).getByRole("link", { name: "Clear filters" }).click();
      await expect(page).toHaveURL(/\/collections\?sort=high-to-low$/);
      await expect(page.getByTestId("active-filters").filter({ visible: true })).toHaveCount(0);
    });
  });

  test("pages link to each other with rel prev/next, and the sidebar links categories and products", async ({ page, isMobile }) => {
    await page.goto("/collections?color=White&page=2");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/collections\?color=White&page=2$/);
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute("content", /^https?:\/\/.+\/uploads\//);
    const pager = page.getByTestId("pager");
    await expect(pager.locator('a[rel="prev"]')).toHaveAttribute("href", "/collections?color=White");
    const categories = page.getByTestId("sidebar-categories").filter({ visible: true });
    if (isMobile) await categories.scrollIntoViewIfNeeded();
    await expect(categories.getByRole("link")).toHaveCount(5);
    for (const href of await categories.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/category-data\/[a-z0-9-]+$/);
    }
    await expect(page.getByTestId("sidebar-products").filter({ visible: true }).getByRole("link")).toHaveCount(4);
  });

  test("one filter panel: closed on a phone behind its summary, the left column on a wide screen; a pick keeps focus", async ({ page, isMobile }) => {
    await page.goto("/collections");
    const details = page.getByTestId("mobile-filters").filter({ visible: true });
    await expect(page.getByTestId("filter-panel")).toHaveCount(1);
    expect(await details.evaluate((el: HTMLDetailsElement) => el.open)).toBe(false);
    if (isMobile) {
      // A phone: the summary opens the panel; its choices and heading wait inside it
      // (picking inside the open panel: e2e/phone-filters.spec.ts).
      await expect(details.locator("summary")).toBeVisible();
      await expect(details.getByTestId("color-Black")).toBeHidden();
      await expect(page.getByRole("heading", { level: 2, name: "Filters" })).toBeHidden();
      await details.locator("summary").click();
      await expect(details.getByTestId("color-Black")).toBeVisible();
      await expect(page.getByTestId("show-results").filter({ visible: true })).toHaveCount(1);
      return;
    }
    // A wide screen: closed, yet its filters are on screen, without the summary or "Show N results".
    await expect(details.locator("summary")).toBeHidden();
    await expect(page.getByRole("heading", { level: 2, name: "Filters" })).toBeVisible();
    await expect(page.getByTestId("show-results")).toBeHidden();
    const panel = await filterPanel(page, false);
    await panel.getByTestId("color-Black").focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/collections\?color=Black(&panel=filters)?$/, { timeout: 20_000 });
    await expect(page.locator("#filter-color-Black").filter({ visible: true })).toBeFocused();
    await expect(page.locator("#filter-color-Black").filter({ visible: true })).toHaveAttribute("aria-current", "true");
  });

  test("thumbnails are offered in two files (1x, 2x), not every width", async ({ request }) => {
    const html = await (await request.get("/collections?color=White")).text();
    const thumbnails = [...html.matchAll(/<img [^>]*width="(\d+)"[^>]*>/g)].filter((m) => Number(m[1]) <= 96).map((m) => m[0]);
    // The side lists' category pictures and popular designs.
    expect(thumbnails.length).toBeGreaterThanOrEqual(9);
    for (const img of thumbnails) {
      const candidates = img.match(/srcSet="([^"]+)"/)?.[1]?.split(", ") ?? [];
      expect(candidates.map((c) => c.split(" ").at(-1)), img).toEqual(["1x", "2x"]);
      expect(img).not.toContain("sizes=");
    }
  });

  test("works without JavaScript: filters are links, the sort is a GET form", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto("/collections?rating=4");
    const cards = shownGrid(page).getByTestId("product-card");
    await expect(cards.first()).toBeVisible();
    for (const card of await readCards(cards)) expect(card.rating).toBeGreaterThanOrEqual(4);
    await page.getByTestId("sort-select").selectOption("low-to-high");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/collections\?rating=4&sort=low-to-high$/);
    const prices = (await readCards(shownGrid(page).getByTestId("product-card"))).map((c) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await context.close();
  });
});

test.describe("theme search", () => {
  test("Fitness shows its banner and its products with sizes, names cut to five words", async ({ page }) => {
    const response = await page.goto("/products/search?gender=Fitness");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Fitness" })).toBeVisible();
    await expect(page.getByTestId("listing-banner")).toHaveAttribute("src", /theme-fitness/);
    const { products } = await api<{ products: ApiProduct[] }>(page, "/api/home/get-products-by-gender/fitness");
    const cards = shownGrid(page).getByTestId("product-card");
    await expect(cards).toHaveCount(Math.min(10, products.length));
    for (const card of await cards.all()) {
      await expect(card.getByTestId("card-sizes")).toContainText("M");
      await expect(card.getByTestId("wishlist-button")).toBeVisible();
      const shown = (await card.locator("h3 [aria-hidden=true]").count()) > 0 ? await card.locator("h3 [aria-hidden=true]").innerText() : await card.locator("h3").innerText();
      expect(shown.replace(/\.\.\.$/, "").trim().split(/\s+/).length).toBeLessThanOrEqual(5);
    }
    expect((await readCards(cards)).map((c) => c.slug)).toEqual(products.slice(0, 10).map((p) => p.slug));
    // The demo shop has exactly 10 fitness products: all shown, so no View More.
    await expect(page.getByTestId("view-more")).toHaveCount(products.length > 10 ? 1 : 0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/products\/search\?gender=Fitness$/);
  });

  test("starts at 10 and View More shows 20 more, in the browser and without JavaScript", async ({ page, browser, baseURL }) => {
    const { products } = await api<{ products: ApiProduct[] }>(page, "/api/home/get-products-by-gender/male");
    expect(products.length).toBeGreaterThan(10);
    await page.goto("/products/search/anything?gender=male");
    await expect(page.getByTestId("listing-banner")).toHaveAttribute("src", /theme-male/);
    const cards = shownGrid(page).getByTestId("product-card");
    await expect(cards).toHaveCount(10);
    await page.getByTestId("view-more").click();
    await expect(cards).toHaveCount(Math.min(30, products.length));
    await expect(page).toHaveURL(/gender=male&show=30$/);
    expect((await readCards(cards)).map((c) => c.slug)).toEqual(products.slice(0, 30).map((p) => p.slug));
    // Focus moves to the first new card, so keyboard users carry on from there.
    await expect(cards.nth(10).locator("a, button").first()).toBeFocused();

    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto("/products/search?gender=male");
    await plain.getByTestId("view-more").click();
    await expect(plain).toHaveURL(/gender=male&show=30$/);
    await expect(plain.getByTestId("product-grid").getByTestId("product-card")).toHaveCount(Math.min(30, products.length));
    await context.close();
  });

  test("an unknown theme shows the default banner over the newest designs, kept out of the index", async ({ page }) => {
    await page.goto("/products/search?gender=dragons");
    await expect(page.getByTestId("listing-banner")).toHaveAttribute("src", /default/);
    // The newest 60, so not called "All designs": that is /collections.
    await expect(page.getByRole("heading", { level: 1, name: "Newest designs" })).toBeVisible();
    await expect(shownGrid(page).getByTestId("product-card")).toHaveCount(10);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});

test.describe("product listing (search results)", () => {
  test("/product?value=dog lists the dog designs first, then the other pets, and is not indexed", async ({ page }) => {
    const response = await page.goto("/product?value=dog");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("dog");
    const { products } = await api<{ products: ApiProduct[] }>(page, "/api/home/search_products?searchValue=dog");
    expect(products.length).toBeGreaterThan(0);
    const cards = shownGrid(page).getByTestId("product-card");
    await expect(cards).toHaveCount(Math.min(10, products.length));
    // "dog" finds the dog designs first, then the other pets' (a pet is what a dog lover shops for).
    const shown = await readCards(cards);
    expect(shown[0]!.name.toLowerCase()).toContain("dog");
    const pets = products.filter((product) => product.category === "Pets").map((product) => product.name);
    for (const card of shown) expect(/dog/i.test(card.name) || pets.some((name) => card.name.includes(name)), card.name).toBe(true);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByTestId("listing-banner")).toHaveAttribute("src", /default/);
  });

  test("the gender parameter picks the banner; no match gives a way on", async ({ page }) => {
    await page.goto("/product?value=zzzq&gender=Pets&category=ignored");
    await expect(page.getByTestId("listing-banner")).toHaveAttribute("src", /theme-pets/);
    const empty = page.getByTestId("empty-state");
    await expect(empty).toContainText("could not find");
    await expect(empty.getByRole("link", { name: "Shop all designs" })).toHaveAttribute("href", "/collections");
    await empty.getByRole("searchbox").fill("hoodie");
    await empty.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/product\?value=hoodie$/);
    await expect(shownGrid(page).getByTestId("product-card").first()).toBeVisible();
  });
});

test.describe("category page", () => {
  test("/category-data/pets lists only pets products with prices, heart on hover and ADD TO CART to the product page", async ({ page, isMobile }) => {
    const response = await page.goto("/category-data/pets");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Pets" })).toBeVisible();
    const { product: expected } = await api<{ product: ApiProduct[] }>(page, "/api/home/get-products-cat/pets");
    const cards = shownGrid(page).getByTestId("product-card");
    await expect(cards).toHaveCount(expected.length);
    const shown = await readCards(cards);
    for (const product of expected) expect(product.category).toBe("Pets");
    expect(shown.map((c) => c.slug).sort()).toEqual(expected.map((p) => p.slug).sort());
    const first = cards.first();
    const heart = first.getByTestId("wishlist-button");
    const opacity = () => heart.evaluate((el) => getComputedStyle(el).opacity);
    if (isMobile) {
      await expect.poll(opacity).toBe("1"); // touch screens never hover: the heart is always there
    } else {
      await expect.poll(opacity).toBe("0");
      await first.hover();
      await expect.poll(opacity).toBe("1");
    }
    await expect(first.getByTestId("add-to-cart")).toHaveAttribute("href", new RegExp(`^/product/details/${shown[0]!.slug}$`));
    // It leads to the product's page, where the size is picked: it says so, and names the product.
    const firstProduct = expected.find((p) => p.slug === shown[0]!.slug)!;
    await expect(first.getByTestId("add-to-cart")).toHaveAccessibleName(`Choose size for ${firstProduct.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/category-data\/pets$/);
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute("content", /^https?:\/\/.+\/uploads\//);
  });

  // The status stays 200: the route's prerendered shell starts the response before the page
  // runs. A real 404 needs the proxy to check first (lib/catalog/category-exists.ts is ready for it).
  test("an unknown category shows the not-found page, marked noindex", async ({ page }) => {
    await page.goto("/category-data/no-such-thing");
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
    await expect(page.getByTestId("product-grid")).toHaveCount(0);
    await expect(page.getByText("404").first()).toBeVisible();
  });
});

test.describe("offers and gift store", () => {
  test("offers: banner and a paged grid, each card with heart, price and ADD TO CART", async ({ page }) => {
    const response = await page.goto("/offer-promotion");
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("listing-banner")).toHaveAttribute("src", /offers/);
    const cards = shownGrid(page).getByTestId("product-card");
    await expect(cards).toHaveCount(12);
    for (const card of await cards.all()) {
      await expect(card.getByTestId("card-price")).toContainText(/₹[\d,]+/);
      await expect(card.getByTestId("wishlist-button")).toBeVisible();
      await expect(card.getByTestId("add-to-cart")).toHaveAttribute("href", /^\/product\/details\/[a-z0-9-]+$/);
    }
    await page.getByTestId("pager").locator('a[rel="next"]').click();
    await expect(page).toHaveURL(/\/offer-promotion\?page=2$/);
    await expect(cards.first()).toBeVisible();
  });

  test("the wishlist heart asks a visitor to sign in first", async ({ page }) => {
    await page.goto("/offer-promotion");
    await page.getByTestId("wishlist-button").first().click();
    await expect(page.getByRole("dialog", { name: "Sign In" })).toBeVisible();
    await expect(page).toHaveURL(/\/offer-promotion$/);
  });

  test("gift store: banner and gifts with discount, both prices and a gated ADD TO CART", async ({ page }) => {
    const response = await page.goto("/gift-store");
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("listing-banner")).toHaveAttribute("src", /gift-store/);
    const { gifts } = await api<{ gifts: { name: string; price: number; discount: number }[] }>(page, "/api/gifts-get");
    const cards = page.getByTestId("gift-card");
    await expect(cards).toHaveCount(Math.min(10, gifts.length));
    const discounted = gifts.find((g) => g.discount > 0)!;
    const card = cards.filter({ hasText: discounted.name });
    await expect(card.getByTestId("card-price")).toContainText(`₹${discounted.price - Math.floor((discounted.price * discounted.discount) / 100)}`);
    await expect(card.locator("s")).toContainText(`₹${discounted.price}`);
    await expect(card).toContainText(`${discounted.discount}% OFF`);
    // 8 gifts fit the first 10: no View More (see components/listing/gift-listing.tsx).
    await expect(page.getByTestId("view-more")).toHaveCount(gifts.length > 10 ? 1 : 0);
    await card.getByTestId("add-to-cart").click();
    await expect(page.getByRole("dialog", { name: "Sign In" })).toBeVisible();
    await expect(page).toHaveURL(/\/gift-store$/);
  });
});
