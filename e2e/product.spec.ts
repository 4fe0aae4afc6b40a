import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { hydrated } from "./support/hydration";

type ApiProduct = { _id: string; name: string; slug: string; price: number; discount: number; stock: number; color: string[]; size: string[] };

const details = (slug: string) => `/product/details/${slug}`;

async function catalogue(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get("/api/home/get-products");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: ApiProduct[] }).products;
}

async function findProduct(request: APIRequestContext, wanted: (p: ApiProduct) => boolean): Promise<ApiProduct> {
  const product = (await catalogue(request)).find(wanted);
  expect(product, "the demo catalogue has such a product").toBeDefined();
  return product!;
}

/** A product with more reviews than one page holds, and its review count. */
async function productWithManyReviews(request: APIRequestContext): Promise<{ product: ApiProduct; total: number }> {
  for (const product of await catalogue(request)) {
    const response = await request.get(`/api/home/customer/get-reviews/${product._id}`);
    const { totalReview } = (await response.json()) as { totalReview: number };
    if (totalReview > 5) return { product, total: totalReview };
  }
  throw new Error("no product in the demo catalogue has more than 5 reviews");
}

function displayedPrice(product: ApiProduct): number {
  return product.price - Math.floor((product.price * product.discount) / 100);
}

function accordion(page: Page, name: RegExp | string) {
  return page.getByTestId("details-accordions").getByRole("button", { name });
}

test.describe("product details", () => {
  test("a product opened from the home page: colour, size and quantity", async ({ page }) => {
    // The first visit to the whole home page on a fresh server (every picture optimised on first
    // request, two browsers sharing two cores) can take most of the default 30 s by itself.
    test.setTimeout(60_000);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const card = page.getByTestId("new-arrivals").getByTestId("product-card").filter({ visible: true }).first();
    const link = card.getByRole("link");
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/product\/details\/[a-z0-9-]+$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 20_000 });
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).not.toBeEmpty();
    const name = (await h1.innerText()).trim();
    await expect(page).toHaveTitle(new RegExp(name.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(page.getByRole("img", { name: /^Rated \d(\.\d)? out of 5$/ }).first()).toBeVisible();
    await expect(page.getByTestId("stock-line")).toHaveText(/^(In stock|Only [1-5] left|Out of stock)$/);
    const preview = (await page.getByTestId("short-description").innerText()).trim();
    expect(preview.length).toBeLessThanOrEqual(133);

    await test.step("the first colour and size are chosen; choosing others moves the choice", async () => {
      const colours = page.getByRole("group", { name: /^Colour/ }).getByRole("radio");
      const sizes = page.getByRole("group", { name: /^Size/ }).getByRole("radio");
      await expect(colours.first()).toBeChecked();
      await expect(sizes.first()).toBeChecked();
      expect(await colours.count()).toBeGreaterThan(1);
      const second = colours.nth(1);
      const colourName = (await second.getAttribute("value"))!;
      await page.getByRole("group", { name: /^Colour/ }).locator("label").nth(1).click();
      await expect(page.getByRole("radio", { name: colourName, exact: true })).toBeChecked();
      await expect(colours.first()).not.toBeChecked();

      const lastSize = sizes.last();
      const sizeName = (await lastSize.getAttribute("value"))!;
      await page.getByRole("group", { name: /^Size/ }).locator("label").last().click();
      await expect(page.getByRole("radio", { name: sizeName, exact: true })).toBeChecked();
      await expect(sizes.first()).not.toBeChecked();
    });

    await test.step("the quantity never goes below 1", async () => {
      const quantity = page.getByTestId("quantity");
      const minus = page.getByRole("button", { name: "Decrease quantity" });
      const plus = page.getByRole("button", { name: "Increase quantity" });
      await expect(quantity).toHaveText("1");
      await expect(minus).toBeDisabled();
      await hydrated(plus);
      await plus.click();
      await expect(quantity).toHaveText("2");
      await expect(minus).toBeEnabled();
      await minus.click();
      await expect(quantity).toHaveText("1");
      await expect(minus).toBeDisabled();
    });

    await test.step("a thumbnail shows its picture", async () => {
      const main = page.getByTestId("gallery-main").locator("img");
      const first = await main.getAttribute("src");
      const thumb = page.getByRole("button", { name: /^Show picture 2 of \d+$/ });
      await thumb.click();
      await expect(thumb).toHaveAttribute("aria-pressed", "true");
      await expect(main).not.toHaveAttribute("src", first!);
      // Keyboard: the arrow keys move between the thumbnails.
      await thumb.press("ArrowLeft");
      await expect(page.getByRole("button", { name: /^Show picture 1 of \d+$/ })).toBeFocused();
      await expect(main).toHaveAttribute("src", first!);
    });
  });

  test("the quantity stops at the stock, and the stock line says how few are left", async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock >= 2 && p.stock <= 5);
    await page.goto(details(product.slug));
    await expect(page.getByTestId("stock-line")).toHaveText(`Only ${product.stock} left`);
    const plus = page.getByRole("button", { name: "Increase quantity" });
    for (let i = 1; i < product.stock; i++) await plus.click();
    await expect(page.getByTestId("quantity")).toHaveText(String(product.stock));
    await expect(plus).toBeDisabled();
  });

  test("the quantity stops at what one order may hold when the stock is larger, and says so", async ({ page, request }) => {
    // One order takes at most MAX_PER_PRODUCT (10 by default) of a product; a stepper that
    // climbed to the stock offered numbers Add to Cart always refused.
    const product = await findProduct(request, (p) => p.stock > 10);
    await page.goto(details(product.slug));
    const plus = page.getByRole("button", { name: "Increase quantity" });
    await hydrated(plus);
    await expect(page.getByTestId("per-order-limit")).toHaveText("Up to 10 per order");
    await plus.focus();
    for (let i = 1; i < 10; i++) await page.keyboard.press("Enter");
    await expect(page.getByTestId("quantity")).toHaveText("10");
    await expect(plus).toBeDisabled();
  });

  test("an out-of-stock product cannot be added or bought", async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock === 0);
    await page.goto(details(product.slug));
    await expect(page.getByTestId("stock-line")).toHaveText("Out of stock");
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Buy Now" })).toHaveCount(0);
  });

  test("Add to Cart, Buy Now and the wishlist ask a signed-out shopper to log in", async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 5);
    for (const button of ["Add to Cart", "Buy Now", /to your wishlist$/] as const) {
      await page.goto(details(product.slug));
      await page.getByRole("button", { name: button }).click();
      // A visitor is asked to sign in, and stays on the product page.
      const signIn = page.getByRole("dialog", { name: "Sign In" });
      await expect(signIn).toBeVisible();
      await expect(page).toHaveURL(details(product.slug));
      await page.keyboard.press("Escape");
      await expect(signIn).toBeHidden();
    }
  });

  test("price, accordions one at a time, offers and the product links around it", async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.discount > 0 && p.stock > 0);
    await page.goto(details(product.slug));
    const price = page.getByTestId("product-price");
    await expect(price).toContainText(`₹${displayedPrice(product).toLocaleString("en-IN")}`);
    await expect(price.locator("s")).toContainText(`₹${product.price.toLocaleString("en-IN")}`);
    await expect(price).toContainText(`${product.discount}% off`);

    await test.step("one section open at a time; clicking the open one closes it", async () => {
      const description = accordion(page, "Description");
      const shipping = accordion(page, "Shipping Information");
      const reviews = accordion(page, /^Customer Reviews/);
      await expect(description).toHaveAttribute("aria-expanded", "true");
      const descriptionPanel = page.locator(`#${await description.getAttribute("aria-controls")}`);
      const shippingPanel = page.locator(`#${await shipping.getAttribute("aria-controls")}`);
      await expect(descriptionPanel).toBeVisible();

      await shipping.click();
      await expect(shipping).toHaveAttribute("aria-expanded", "true");
      await expect(description).toHaveAttribute("aria-expanded", "false");
      await expect(descriptionPanel).toBeHidden();
      await expect(shippingPanel).toContainText("Free shipping across India");
      await expect(shippingPanel).toContainText("within 48 hours");
      await expect(shippingPanel).toContainText("1 to 8 business days");

      await reviews.click();
      await expect(reviews).toHaveAttribute("aria-expanded", "true");
      await expect(shipping).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByRole("link", { name: "Login to write a review" })).toHaveAttribute("href", /^\/login/);

      await reviews.click();
      for (const button of [description, shipping, reviews]) await expect(button).toHaveAttribute("aria-expanded", "false");
    });

    await test.step("a coupon tile copies its code", async () => {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      const tile = page.getByTestId("coupon-tile").first();
      await expect(tile).toContainText(/\d+% off on orders above ₹[\d,]+/);
      const code = (await tile.locator(".font-mono").innerText()).trim();
      await tile.click();
      await expect(page.getByRole("status").filter({ hasText: `Coupon code ${code} copied` })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    });

    await test.step("'Product May You Like': five products, names of at most five words", async () => {
      const cards = page.getByTestId("may-like").getByTestId("may-like-card");
      await expect(cards).toHaveCount(5);
      for (const card of await cards.all()) {
        const link = card.getByRole("link");
        await expect(link).toHaveAttribute("href", /^\/product\/details\/[a-z0-9-]+$/);
        const words = (await link.innerText()).replace(/\.\.\.$/, "").trim().split(/\s+/);
        expect(words.length).toBeLessThanOrEqual(5);
      }
    });
  });

  test("'Product May You Like' never shows the product itself: it is skipped and the next one taken", async ({ page, request }) => {
    // The strip shows the home list's 7th to 11th products: open the 7th.
    const home = await catalogue(request);
    expect(home.length).toBeGreaterThan(12);
    const self = home[6]!;
    await page.goto(details(self.slug));
    const links = page.getByTestId("may-like").getByTestId("may-like-card").getByRole("link");
    await expect(links).toHaveCount(5);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(home.slice(7, 12).map((p) => details(p.slug)));
  });

  test("share copies the link and says so; a refused clipboard says it failed", async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 0);
    // No share sheet here (as on most desktops): the link is copied instead.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(details(product.slug));
    const share = page.getByRole("button", { name: "Share" });
    await share.click();
    const dialog = page.getByRole("dialog", { name: "Copied!" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("The product link has been copied to your clipboard.");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${details(product.slug)}$`));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(share).toBeFocused();

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error("denied"));
    });
    await share.click();
    const failed = page.getByRole("dialog", { name: "Failed!" });
    await expect(failed).toContainText("Unable to copy the link. Please try again.");
    await failed.getByRole("button", { name: "Close" }).click();
    await expect(failed).toBeHidden();
  });

  test("reviews: five a page, newest first, each page an address of its own", async ({ page, request }) => {
    const { product, total } = await productWithManyReviews(request);
    await page.goto(details(product.slug));
    await accordion(page, /^Customer Reviews/).click();
    const summary = page.getByTestId("review-summary");
    await expect(summary).toContainText(`${total} reviews`);
    // The page left behind by a client navigation stays in the document, hidden (React Activity).
    const list = page.getByTestId("product-review-list").filter({ visible: true });
    await expect(list.getByTestId("product-review")).toHaveCount(5);
    const dates = await list.locator("time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime")!));
    expect(dates).toEqual([...dates].sort().reverse());

    const pager = page.getByRole("navigation", { name: "Review pages" }).filter({ visible: true });
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(new RegExp(`${details(product.slug)}/reviews/2#customer-reviews$`));
    await expect(list).toHaveAttribute("data-page", "2");
    await expect(list.getByTestId("product-review")).toHaveCount(Math.min(5, total - 5));
    await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  test("a review page link opens the reviews at that page, rendered by the server", async ({ page, request }) => {
    const { product, total } = await productWithManyReviews(request);
    const href = `${details(product.slug)}/reviews/2`;

    // The server renders page 2 with the reviews open: nothing is fetched in the browser.
    const html = await (await request.get(href)).text();
    expect(html).toContain('data-page="2"');
    expect(html).toMatch(/id="[^"]*customer-reviews-panel" role="region"(?![^>]*\bhidden\b)[^>]*>/);

    await page.goto(`${href}#customer-reviews`);
    await expect(accordion(page, /^Customer Reviews/)).toHaveAttribute("aria-expanded", "true");
    const list = page.getByTestId("product-review-list");
    await expect(list).toHaveAttribute("data-page", "2");
    await expect(list.getByTestId("product-review")).toHaveCount(Math.min(5, total - 5));
    await expect(list).toBeInViewport();
    await expect(page.getByRole("link", { name: "Login to write a review" })).toBeVisible();
  });

  test("structured data describes the product for search engines", async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 0);
    await page.goto(details(product.slug));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${details(product.slug)}$`));
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute("content", /^https?:\/\/.+\/uploads\//);

    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(json!) as { "@graph": Record<string, unknown>[] };
    const node = data["@graph"].find((n) => n["@type"] === "Product")!;
    expect(node.name).toBe(product.name);
    expect(node.sku).toBe(product._id);
    expect(node.offers).toMatchObject({
      price: String(displayedPrice(product)),
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
    });
    for (const image of node.image as string[]) expect(image).toMatch(/^https?:\/\//);
    const breadcrumb = data["@graph"].find((n) => n["@type"] === "BreadcrumbList")!;
    expect((breadcrumb.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(["Home", expect.any(String), product.name]);
  });

  test("an unknown product shows the 404 page with a 404 status", async ({ page }) => {
    const response = await page.goto("/product/details/no-such-product");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page went out of stock");
    await expect(page.getByTestId("product-details")).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
    // The status comes from proxy.ts, which answers unknown product slugs before the page streams.
    expect(response?.status()).toBe(404);
  });
});
