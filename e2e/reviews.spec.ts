import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { registerByApi } from "./support/customer";
import { hydrated } from "./support/hydration";

/**
 * Spec §2 Product details: a signed-in shopper writes a review (text and a star picker) and sees
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

  test("a visitor sees a Login link where the form would be", async ({ page, request }) => {
    const product = (await catalogue(request))[0]!;
    await openReviews(page, product.slug, false);
    const login = page.getByRole("link", { name: "Login to write a review" });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute("href", `/login?next=${encodeURIComponent(`/product/details/${product.slug}`)}`);
    await expect(page.getByTestId("review-form")).toHaveCount(0);
  });
});
