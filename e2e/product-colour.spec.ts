import { expect, test, type APIRequestContext, type Locator, type Page } from "./support/test";
import { registerByApi } from "./support/customer";
import { hydrated } from "./support/hydration";

/**
 * The picture follows the colour (issue "The product page a buyer trusts"): the product page's
 * gallery, its URL (?color=&size=, kept by reload, Back and the review pages), the cart line,
 * the quick add and a card under a colour filter all show the colour chosen.
 */

type ApiProduct = { _id: string; slug: string; name: string; color: string[]; size: string[]; stock: number; colorImages: Record<string, string[]> };

const details = (slug: string) => `/product/details/${slug}`;

async function catalogue(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get("/api/home/get-products");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: ApiProduct[] }).products;
}

/** A product in stock that comes in Navy besides its first colour, and has more than one page of reviews. */
async function navyProduct(request: APIRequestContext): Promise<ApiProduct> {
  for (const product of await catalogue(request)) {
    if (product.stock <= 5 || product.color.indexOf("Navy") < 1) continue;
    const reviews = await request.get(`/api/home/customer/get-reviews/${product._id}`);
    if (((await reviews.json()) as { totalReview: number }).totalReview > 5) return product;
  }
  throw new Error("the demo catalogue has no product in Navy (not its first colour) with more than 5 reviews");
}

/** The address of the optimised picture an <img> shows, decoded back to the stored file's. */
async function pictureOf(image: Locator): Promise<string> {
  const src = (await image.getAttribute("src")) ?? "";
  return new URL(src, "http://shop.test").searchParams.get("url") ?? src;
}

/** The product page on screen (after a client navigation the page left behind stays hidden in the document). */
const shown = (page: Page) => page.getByTestId("product-details").filter({ visible: true });
const colourRadio = (page: Page, colour: string) => shown(page).getByRole("radio", { name: colour, exact: true });
const galleryPicture = (page: Page) => shown(page).getByTestId("gallery-main").locator("img");

async function expectColour(page: Page, product: ApiProduct, colour: string) {
  await expect(colourRadio(page, colour)).toBeChecked();
  await expect(shown(page).getByTestId("product-gallery")).toHaveAttribute("data-colour", colour);
  await expect.poll(() => pictureOf(galleryPicture(page))).toBe(product.colorImages[colour]![0]);
}

test.describe("the picture follows the colour", () => {
  test("Navy on the product page: its pictures, in the URL, kept by reload, review pages and Back", async ({ page, request }) => {
    // Five page loads and two first renders (review page 2) on a test server sharing two cores.
    test.setTimeout(90_000);
    const product = await navyProduct(request);
    const [first] = product.color;
    const [firstSize] = product.size;
    const lastSize = product.size.at(-1)!;
    await page.goto(details(product.slug));
    await expectColour(page, product, first!);

    await test.step("choosing Navy shows the navy pictures and writes it in the URL, replacing the entry", async () => {
      const entries = await page.evaluate(() => history.length);
      await hydrated(colourRadio(page, "Navy"));
      await shown(page).locator('label[title="Navy"]').click();
      await expectColour(page, product, "Navy");
      await expect(page).toHaveURL(`${details(product.slug)}?color=Navy&size=${firstSize}`);
      // The thumbnails are the navy front and back.
      const thumbs = shown(page).getByRole("group", { name: "Product pictures" }).locator("img");
      expect(await Promise.all((await thumbs.all()).map(pictureOf))).toEqual(product.colorImages.Navy);
      expect(await page.evaluate(() => history.length)).toBe(entries);

      await shown(page).getByRole("group", { name: /^Size/ }).locator("label").last().click();
      await expect(page).toHaveURL(`${details(product.slug)}?color=Navy&size=${lastSize}`);
    });

    await test.step("a reload keeps the choice", async () => {
      await page.reload();
      await expectColour(page, product, "Navy");
      await expect(shown(page).getByRole("radio", { name: lastSize, exact: true })).toBeChecked();
    });

    await test.step("another review page keeps it, and Back returns to it", async () => {
      await hydrated(shown(page).getByRole("button", { name: /^Customer Reviews/ }));
      await shown(page).getByRole("button", { name: /^Customer Reviews/ }).click();
      const next = shown(page).getByRole("navigation", { name: "Review pages" }).getByRole("link", { name: "Next" });
      await expect(next).toHaveAttribute("href", `${details(product.slug)}/reviews/2?color=Navy&size=${lastSize}#customer-reviews`);
      await hydrated(next);
      await next.click();
      await expect(page).toHaveURL(`${details(product.slug)}/reviews/2?color=Navy&size=${lastSize}#customer-reviews`);
      await expect(shown(page).getByTestId("product-review-list")).toHaveAttribute("data-page", "2");
      await expectColour(page, product, "Navy");

      await page.goBack();
      await expect(page).toHaveURL(`${details(product.slug)}?color=Navy&size=${lastSize}`);
      await expectColour(page, product, "Navy");
    });

    await test.step("a colour or size the product does not offer starts on its first", async () => {
      await page.goto(`${details(product.slug)}?color=Turquoise&size=XXXL`);
      await hydrated(colourRadio(page, first!));
      await expectColour(page, product, first!);
      await expect(shown(page).getByRole("radio", { name: firstSize, exact: true })).toBeChecked();
    });
  });

  test("Add to Cart sends the colour and size the URL names, and the cart line shows that colour", async ({ page, request }) => {
    const product = await navyProduct(request);
    const size = product.size.at(-1)!;
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    // A shopper of this test's own (page.request shares the page's cookies).
    await registerByApi(page.request, { name: "Colour Shopper", email: `colour-${stamp}@example.in`, phone: `98${stamp.slice(-8)}`, password: "Colour@1234" });
    const account = (await (await page.request.get("/api/useringfo")).json()) as { data: { id: string } };

    await page.goto(`${details(product.slug)}?color=Navy&size=${size}`);
    await expectColour(page, product, "Navy");
    const add = shown(page).getByRole("button", { name: "Add to Cart" });
    await hydrated(add);
    await add.click();
    await expect(page.getByText("Added to your cart").first()).toBeVisible();

    const cart = (await (await page.request.get(`/api/home/product/get-card-product/${account.data.id}`)).json()) as {
      card_products: { products: { color: string; size: string; productInfo: { colorImages: Record<string, string[]> } }[] }[];
    };
    const [line] = cart.card_products.flatMap((group) => group.products);
    expect(line).toMatchObject({ color: "Navy", size });
    // What the cart page draws (components/shop-data/types.ts linePicture).
    expect(line!.productInfo.colorImages.Navy![0]).toBe(product.colorImages.Navy![0]);
  });

  test("/collections?color=Black shows every card in black, and opens the product in black", async ({ page, request }) => {
    // A filtered view and a product page, each rendered on arrival by a test server sharing two cores.
    test.setTimeout(60_000);
    const products = new Map((await catalogue(request)).map((p) => [p.slug, p]));
    await page.goto("/collections?color=Black");
    const cards = page.getByTestId("product-grid").filter({ visible: true }).getByTestId("product-card");
    await expect(cards.first()).toBeVisible();
    let notFirstColour: Locator | undefined;
    for (const card of await cards.all()) {
      const product = products.get((await card.getAttribute("data-slug"))!)!;
      await expect(card).toHaveAttribute("data-colour", "Black");
      expect(await pictureOf(card.locator("img").first()), product.name).toBe(product.colorImages.Black![0]);
      await expect(card.getByRole("link")).toHaveAttribute("href", `${details(product.slug)}?color=Black`);
      if (product.color[0] !== "Black") notFirstColour ??= card;
    }
    expect(notFirstColour, "a product whose first colour is not black is on the page").toBeDefined();

    const slug = (await notFirstColour!.getAttribute("data-slug"))!;
    await notFirstColour!.getByRole("link").click();
    await expect(page).toHaveURL(`${details(slug)}?color=Black`, { timeout: 20_000 });
    await expectColour(page, products.get(slug)!, "Black");
  });

  test("the quick add shows the colour chosen", async ({ page, request }) => {
    // The whole home page on a fresh server, then the dialog's code on the first open.
    test.setTimeout(60_000);
    const products = new Map((await catalogue(request)).map((p) => [p.name, p]));
    await page.goto("/");
    const button = page.getByTestId("new-arrivals").getByTestId("quick-add-button").filter({ visible: true }).first();
    const product = products.get((await button.getAttribute("aria-label"))!.replace(/^Quick add /, ""))!;
    expect(product.color.length).toBeGreaterThan(1);
    await hydrated(button);
    await button.click();
    const dialog = page.getByTestId("quick-add-dialog");
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    const picture = dialog.getByTestId("quick-add-picture");
    const checked = (await dialog.getByRole("group", { name: /Colour/ }).getByRole("radio", { checked: true }).getAttribute("value"))!;
    expect(await pictureOf(picture)).toBe(product.colorImages[checked]![0]);
    for (const colour of product.color.filter((c) => c !== checked)) {
      await dialog.getByRole("group", { name: /Colour/ }).locator("label", { hasText: colour }).click();
      await expect(picture).toHaveAttribute("data-colour", colour);
      expect(await pictureOf(picture)).toBe(product.colorImages[colour]![0]);
    }
  });
});
