import { expect, test } from "@playwright/test";
import { addToCartByApi, customerId, enterRegistrationCode, newCustomer, productToBuy } from "./support/customer";
import { hydrated } from "./support/hydration";

/**
 * The wishlist hearts and badges, and the sign-in gate finishing what a signed-out shopper
 * asked for (issue 12: "once signed in, the action they asked for is completed").
 */
test.describe("cart and wishlist", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a signed-out Add to Cart completes after signing in, without a second click", async ({ page }) => {
    const customer = await newCustomer(page);
    await page.context().clearCookies();
    const product = await productToBuy(page, 1);

    await page.goto(`/product/details/${product.slug}`);
    const addToCart = page.getByRole("button", { name: "Add to Cart" });
    await hydrated(addToCart);
    await addToCart.click();
    const signIn = page.getByRole("dialog", { name: "Sign In" });
    await expect(signIn).toBeVisible();
    await signIn.getByLabel("Email").fill(customer.email);
    await signIn.getByLabel("Password").fill(customer.password);
    await signIn.getByRole("button", { name: "Login" }).click();
    await expect(signIn).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/product/details/${product.slug}`));
    await expect(page.getByTestId("cart-count")).toHaveText("1");

    const cart = await page.request.get("/api/useringfo").then(async (answer) => {
      const id = ((await answer.json()) as { data: { id: string } }).data.id;
      return (await page.request.get(`/api/home/product/get-card-product/${id}`)).json();
    });
    expect(cart.card_product_count).toBe(1);
  });

  test("registering from the gate saves the product and stays on the page", async ({ page }) => {
    const product = await productToBuy(page, 2);
    await page.goto(`/product/details/${product.slug}`);
    const heart = page.getByTestId("product-wishlist-button");
    await hydrated(heart);
    await heart.click();
    await page.getByRole("dialog", { name: "Sign In" }).getByRole("button", { name: "Create An Account" }).click();
    const register = page.getByRole("dialog", { name: "Register" });
    await expect(register.getByText("At least 8 characters.")).toBeVisible();
    const tag = Date.now().toString(36);
    await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `2001:db8:77:${parseInt(tag.slice(-4), 36).toString(16)}::1` });
    await register.getByLabel("Name").fill("Ravi Kumar");
    await register.getByLabel("Phone Number").fill(`97${String(Date.now()).slice(-8)}`);
    await register.getByLabel("Email").fill(`ravi-${tag}@example.in`);
    await register.getByLabel("Password").fill("Ravi@12345");
    await register.getByRole("button", { name: "Register" }).click();
    await enterRegistrationCode(register, `ravi-${tag}@example.in`);
    await expect(page.getByTestId("auth-dialog")).toHaveCount(0);
    await expect(page.getByRole("dialog", { name: "Sign In" })).toHaveCount(0);
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("wishlist-count")).toHaveText("1");
  });

  test("hearts add and remove, the badge and /wishlist follow", async ({ page }) => {
    await newCustomer(page);
    await page.goto("/collections");
    const hearts = page.getByTestId("wishlist-button");
    await hydrated(hearts.first());
    await hearts.nth(0).click();
    await expect(hearts.nth(0)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("wishlist-count")).toHaveText("1");
    await hearts.nth(1).click();
    await expect(page.getByTestId("wishlist-count")).toHaveText("2");
    await hearts.nth(1).click();
    await expect(hearts.nth(1)).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("wishlist-count")).toHaveText("1");

    await page.getByTestId("wishlist-link").click();
    await expect(page).toHaveURL(/\/wishlist$/);
    const rows = page.getByTestId("wishlist-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole("link")).toHaveAttribute("href", /\/product\/details\//);
    await expect(rows.first()).toContainText("₹");
    await rows.first().getByRole("button", { name: /Remove/ }).click();
    await expect(page.getByTestId("wishlist-empty")).toBeVisible();
    await expect(page.getByTestId("wishlist-count")).toHaveCount(0);
  });

  test("the cart of a visitor asks to sign in; an empty cart offers Shop Now", async ({ page }) => {
    await page.goto("/cart");
    await expect(page.getByTestId("signed-out")).toBeVisible();
    await expect(page.getByTestId("signed-out").getByRole("button", { name: "Login" })).toBeVisible();
    await newCustomer(page);
    await page.goto("/cart");
    await expect(page.getByTestId("cart-empty")).toBeVisible();
    await expect(page.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/");
  });

  test("the header's 'Your Cart' preview lists the cart with View Cart and Checkout", async ({ page, isMobile }) => {
    test.skip(isMobile, "the preview opens on a mouse hover or keyboard focus; a tap opens /cart");
    await newCustomer(page);
    const product = await productToBuy(page, 7);
    await addToCartByApi(page, await customerId(page), product, 3);
    await page.goto("/collections");
    await expect(page.getByTestId("cart-count")).toHaveText("3");
    await page.getByTestId("cart-link").hover();
    const preview = page.getByTestId("cart-preview");
    await expect(preview.getByText("Your Cart")).toBeVisible();
    await expect(preview.getByRole("listitem")).toHaveCount(1);
    await expect(preview.getByRole("listitem")).toContainText("3 ×");
    await expect(preview.getByRole("link", { name: "View Cart" })).toHaveAttribute("href", "/cart");
    await expect(preview.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
    await page.keyboard.press("Escape");
    await page.mouse.move(10, 400);
    await expect(preview).toHaveCount(0);
  });
});
