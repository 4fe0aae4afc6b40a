import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { addToCartByApi, customerId, DELIVERY, newCustomer, registerByApi } from "./support/customer";
import { hydrated } from "./support/hydration";
import { picture } from "./support/seller";

/**
 * The product details: a signed-in shopper writes a review (text and a star picker) and sees
 * it on the product page; a visitor gets a Login link instead of the form.
 */

type ApiProduct = { _id: string; slug: string; name: string };

/**
 * A product with no reviews yet, taken from the end of the list so the product tests (which take
 * the first ones) never count a review this test adds; each project takes its own (`nth`), so the
 * desktop and phone runs do not review one product at once. Any product when none is left.
 */
async function quietProduct(request: APIRequestContext, nth: number): Promise<ApiProduct> {
  const products = await catalogue(request);
  const quiet: ApiProduct[] = [];
  for (const product of [...products].reverse()) {
    const reviews = await request.get(`/api/home/customer/get-reviews/${product._id}`);
    if (((await reviews.json()) as { totalReview: number }).totalReview === 0) quiet.push(product);
    if (quiet.length > nth) return quiet[nth]!;
  }
  return quiet.at(-1) ?? products.at(-1)!;
}

async function catalogue(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get("/api/home/get-products");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: ApiProduct[] }).products;
}

/** Opens the product page and its Customer Reviews section, once the page answers clicks. */
async function openReviews(page: Page, slug: string, signedIn: boolean) {
  const asked = signedIn ? page.waitForResponse((response) => response.url().endsWith("/api/useringfo")) : null;
  await page.goto(`/product/details/${slug}`);
  const reviews = page.getByTestId("details-accordions").filter({ visible: true }).getByRole("button", { name: /^Customer Reviews/ });
  await hydrated(reviews);
  await asked;
  await reviews.click();
  await expect(reviews).toHaveAttribute("aria-expanded", "true");
}

test.describe("product reviews", () => {
  test("a signed-in shopper gives 4 stars and a few words, and sees the review on the page", async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const name = `Ananya ${testInfo.project.name === "mobile" ? "Mobile" : "Desktop"}`;
    await registerByApi(page.request, { name, phone: "9876543210", email: `review-${randomUUID().slice(0, 8)}@example.in`, password: `Pass-${randomUUID().slice(0, 8)}` });
    const product = await quietProduct(page.request, testInfo.project.name === "mobile" ? 1 : 0);
    await openReviews(page, product.slug, true);

    const form = page.getByTestId("review-form").filter({ visible: true });
    await expect(form).toBeVisible();
    await expect(form).toContainText(`Shown as ${name}`);
    await expect(page.getByRole("link", { name: "Login to write a review" })).toHaveCount(0);

    await test.step("nothing is sent without stars and words", async () => {
      await form.getByRole("button", { name: "Submit review" }).click();
      await expect(form.getByRole("alert").first()).toHaveText("Choose from 1 to 5 stars.");
      await expect(form.getByRole("radio", { name: "1 star" })).toBeFocused();
    });

    const words = `Soft cotton and the print is still sharp after a month. ${randomUUID().slice(0, 6)}`;
    await test.step("the stars are a radio group the arrow keys move through", async () => {
      await page.keyboard.press("ArrowRight"); // 2 stars
      await page.keyboard.press("ArrowRight"); // 3
      await page.keyboard.press("ArrowRight"); // 4
      await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
      await expect(form.getByRole("group", { name: "Your rating" })).toBeVisible();
      await form.getByLabel("Your review").fill(words);
      await form.screenshot({ path: testInfo.outputPath(`review-form-${testInfo.project.name}.png`) });
    });

    await test.step("sent: a thank-you, an empty form, and the review on the page", async () => {
      await form.getByRole("button", { name: "Submit review" }).click();
      // The thank-you shows for 2 s once the toasts' code has loaded, which takes a while on a busy machine.
      await expect(page.getByText("Thank you! Your review has been added.")).toBeVisible({ timeout: 20_000 });
      await expect(form.getByLabel("Your review")).toHaveValue("");
      await expect(form.getByRole("radio", { checked: true })).toHaveCount(0);
      const mine = page.getByTestId("product-review").filter({ visible: true, hasText: words });
      await expect(mine).toBeVisible({ timeout: 20_000 });
      await expect(mine).toContainText(name);
      await expect(mine.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
    });

    await test.step("the stored page shows it too, and a second review of the product is refused", async () => {
      await openReviews(page, product.slug, true);
      await expect(page.getByTestId("product-review").filter({ visible: true, hasText: words })).toBeVisible();
      const again = page.getByTestId("review-form").filter({ visible: true });
      await again.locator("label", { hasText: "5 stars" }).click();
      await expect(again.getByRole("radio", { name: "5 stars" })).toBeChecked();
      await again.getByLabel("Your review").fill("Ordered another colour, just as good.");
      await again.getByRole("button", { name: "Submit review" }).click();
      await expect(page.getByText("You have already reviewed this product. Each customer can review a product once.")).toBeVisible({ timeout: 20_000 });
    });
  });

  test("a shopper who received the product is a Verified buyer, and a photo shows with the review", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const customer = await newCustomer(page, `Meera ${testInfo.project.name === "mobile" ? "Mobile" : "Desktop"}`);
    const userId = await customerId(page);
    // Its own quiet product (the first test takes the 1st and 2nd).
    const quiet = await quietProduct(page.request, testInfo.project.name === "mobile" ? 3 : 2);
    const listed = ((await (await page.request.get("/api/home/get-products")).json()) as { products: (ApiProduct & { size: string[]; color: string[] })[] }).products;
    const product = listed.find((p) => p._id === quiet._id)!;

    await test.step("bought, paid on delivery, and delivered", async () => {
      await addToCartByApi(page, userId, { id: product._id, size: product.size[0]!, color: product.color[0]! });
      const placed = await page.request.post("/api/home/order/palce-order", { data: { userId, shippingInfo: DELIVERY } });
      expect(placed.status(), await placed.text()).toBe(201);
      const { orderId } = (await placed.json()) as { orderId: string };
      const cod = await page.request.post("/api/order/create-payment", { data: { type: "COD", orderId } });
      expect(cod.ok(), await cod.text()).toBe(true);
      // The admin moves it (a seller may only move orders whose every line is their shop's).
      const login = await page.request.post("/api/seller/login", { data: { email: "admin@teerang.in", password: "Admin@1234" } });
      const staff = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
      for (const data of [{ status: "warehouse" }, { status: "shipped" }, { status: "delivered" }]) {
        const moved = await page.request.post(`/api/seller/orders/${orderId}/status`, { data, headers: staff });
        expect(moved.ok(), await moved.text()).toBe(true);
      }
    });

    await openReviews(page, product.slug, true);
    await expect(page.getByTestId("verified-buyer-note").filter({ visible: true })).toHaveText(
      "Reviews from shoppers who received the product are marked Verified buyer.",
    );
    const form = page.getByTestId("review-form").filter({ visible: true });
    await expect(form).toBeVisible();
    const words = `Fits true to size, and the colour is as shown. ${randomUUID().slice(0, 6)}`;
    await form.locator("label", { hasText: "5 stars" }).click();
    await form.getByLabel("Your review").fill(words);
    await form.getByLabel(/Add photos/).setInputFiles(await picture("worn.png", 600, 800, "#1f2c4c"));
    await form.getByRole("button", { name: "Submit review" }).click();
    await expect(page.getByText("Thank you! Your review has been added.")).toBeVisible({ timeout: 20_000 });

    const mine = page.getByTestId("product-review").filter({ visible: true, hasText: words });
    await expect(mine).toBeVisible({ timeout: 20_000 });
    await expect(mine.getByTestId("verified-buyer")).toHaveText("Verified buyer");
    const photo = mine.getByRole("img", { name: `Photo 1 from ${customer.name}` });
    await expect(photo).toBeVisible();
    // The picture really loads (a stored WebP, served from /uploads).
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await mine.screenshot({ path: testInfo.outputPath(`verified-review-${testInfo.project.name}.png`) });

  });

  test("a visitor sees a Login link where the form would be", async ({ page, request }) => {
    const product = (await catalogue(request))[0]!;
    await openReviews(page, product.slug, false);
    const login = page.getByRole("link", { name: "Login to write a review" });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute("href", `/login?next=${encodeURIComponent(`/product/details/${product.slug}`)}`);
    await expect(page.getByTestId("review-form")).toHaveCount(0);
  });
});
