import { expect, test } from "./support/test";
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

  test("'Added to your cart' leaves the header's cart icon uncovered and offers View cart", async ({ page, isMobile }) => {
    if (isMobile) await page.setViewportSize({ width: 360, height: 740 });
    await newCustomer(page);
    const product = await productToBuy(page, 4);
    await page.goto(`/product/details/${product.slug}`);
    const addToCart = page.getByRole("button", { name: "Add to Cart" });
    await hydrated(addToCart);
    await addToCart.click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Added to your cart" });
    await expect(toast).toBeVisible();
    const cartIcon = page.getByTestId("cart-link");
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    // Where the toast comes to rest (it slides in from above).
    const overlap = async () => {
      const [toastBox, iconBox] = [(await toast.boundingBox())!, (await cartIcon.boundingBox())!];
      const covers =
        toastBox.x < iconBox.x + iconBox.width &&
        iconBox.x < toastBox.x + toastBox.width &&
        toastBox.y < iconBox.y + iconBox.height &&
        iconBox.y < toastBox.y + toastBox.height;
      return covers ? `toast ${JSON.stringify(toastBox)} covers the cart icon ${JSON.stringify(iconBox)}` : "clear";
    };
    await expect.poll(overlap, { timeout: 3_000 }).toBe("clear");
    await page.waitForTimeout(500);
    expect(await overlap()).toBe("clear");
    const viewCart = toast.getByRole("link", { name: "View cart" });
    await expect(viewCart).toHaveAttribute("href", "/cart");
    await viewCart.click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test("Move to cart: a product with one size and colour goes straight to the cart and leaves the wishlist", async ({ page }) => {
    await newCustomer(page);
    const id = await customerId(page);
    const product = await productToBuy(page, 5);
    // The demo catalogue's products all come in several colours: this one is shown to the page
    // as one size and one colour (its first), which the server accepts as a real choice.
    await page.route("**/api/home/get-product/**", async (route) => {
      const answer = await route.fetch();
      const body = await answer.json();
      body.product.size = [product.size];
      body.product.color = [product.color];
      await route.fulfill({ response: answer, json: body });
    });
    await page.request.post("/api/home/product/add-to-wishlist", { data: { userId: id, productId: product.id } });
    await page.goto("/wishlist");
    const move = page.getByRole("button", { name: `Move to cart: ${product.name}` });
    await hydrated(move);
    await move.click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText("Added to your cart").first()).toBeVisible();
    await expect(page.getByTestId("wishlist-empty")).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    const cart = JSON.stringify(await (await page.request.get(`/api/home/product/get-card-product/${id}`)).json());
    expect(cart).toContain(product.id);
    expect(cart).toContain(product.color);
  });

  test("Move to cart asks for a size and colour first, by keyboard; a refusal keeps the entry", async ({ page }, testInfo) => {
    if (testInfo.project.name === "mobile") await page.setViewportSize({ width: 360, height: 740 });
    await newCustomer(page);
    const id = await customerId(page);
    const product = await productToBuy(page, 3);
    const many = (await (await page.request.get("/api/home/get-products")).json()).products.find(
      (p: { _id: string }) => p._id === product.id,
    ) as { _id: string; name: string; size: string[]; color: string[] };
    expect(many.size.length * many.color.length).toBeGreaterThan(1);
    await page.request.post("/api/home/product/add-to-wishlist", { data: { userId: id, productId: many._id } });
    await page.goto("/wishlist");
    const move = page.getByRole("button", { name: `Move to cart: ${many.name}` });
    await hydrated(move);
    await move.focus();
    await page.keyboard.press("Enter");
    const chooser = page.getByRole("dialog", { name: many.name });
    await expect(chooser).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`wishlist-chooser-${testInfo.project.name}.png`) });
    // Another size, picked with the keyboard (arrow keys move within the sizes).
    const sizes = chooser.getByRole("group", { name: /Size/ });
    expect(many.size.length).toBeGreaterThan(1);
    await sizes.getByRole("radio", { name: many.size[0]!, exact: true }).focus();
    await page.keyboard.press("ArrowRight");
    const lastSize = many.size[1]!;
    await expect(sizes.getByRole("radio", { name: lastSize, exact: true })).toBeChecked();

    // A refusal first: the server's own words, and the entry stays.
    await page.route("**/api/home/product/add-to-card", (route) =>
      route.fulfill({ status: 409, contentType: "application/json", body: JSON.stringify({ error: "Only 2 left in stock" }) }),
    );
    await chooser.getByRole("button", { name: "Move to cart" }).click();
    await expect(page.getByText("Only 2 left in stock").first()).toBeVisible();
    await expect(page.getByTestId("wishlist-row")).toHaveCount(1);
    await page.unroute("**/api/home/product/add-to-card");

    if (!(await chooser.isVisible())) await move.click();
    await chooser.getByRole("button", { name: "Move to cart" }).click();
    await expect(page.getByTestId("wishlist-empty")).toBeVisible();
    const cart = await (await page.request.get(`/api/home/product/get-card-product/${id}`)).json();
    expect(JSON.stringify(cart)).toContain(lastSize);
    await expect(page.getByTestId("cart-count")).toHaveText("1");
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

  test("a cart line says one order's limit by its stepper, and + past it is refused in the shop's words", async ({ page }) => {
    await newCustomer(page);
    const userId = await customerId(page);
    const product = await productToBuy(page, 7);
    await addToCartByApi(page, userId, product, 9);
    await page.goto("/cart");
    const line = page.getByTestId("cart-line");
    await expect(line.getByTestId("per-order-limit")).toHaveText("Up to 10 per order");
    const plus = line.getByRole("button", { name: /Increase quantity/ });
    await hydrated(plus);
    await plus.click();
    await expect(line.getByTestId("line-quantity")).toHaveText("10");
    await expect(line.getByTestId("per-order-limit")).toHaveText("That is the most one order can hold (10).");
    await plus.click();
    await expect(page.getByText(`You can buy at most 10 of ${product.name} in one order.`)).toBeVisible();
    await expect(line.getByTestId("line-quantity")).toHaveText("10");
  });

  test("below a coupon's minimum the cart says how much more to add, and applies it once the cart qualifies", async ({ page }) => {
    await newCustomer(page);
    const userId = await customerId(page);
    // A product whose displayed price is ₹250 to ₹498: one is below WELCOME10's ₹499, two above.
    const answer = await page.request.get("/api/home/get-products");
    const listed = ((await answer.json()) as { products: { _id: string; price: number; discount: number; stock: number; size: string[]; color: string[] }[] }).products;
    const shown = (p: { price: number; discount: number }) => p.price - Math.floor((p.price * p.discount) / 100);
    const product = listed.find((p) => p.stock > 5 && p.size.length > 0 && p.color.length > 0 && shown(p) >= 250 && shown(p) < 499)!;
    expect(product).toBeTruthy();
    await addToCartByApi(page, userId, { id: product._id, size: product.size[0]!, color: product.color[0]! }, 1);
    await page.goto("/cart");
    const apply = page.getByRole("button", { name: "Apply" });
    await hydrated(apply);
    await page.getByLabel("Coupon code").fill("welcome10");
    await apply.click();
    const shortBy = 499 - shown(product);
    await expect(page.getByRole("alert").filter({ hasText: "to use WELCOME10" })).toHaveText(`Add ₹${shortBy} more to use WELCOME10`);
    await page.getByTestId("cart-line").getByRole("button", { name: /Increase quantity/ }).click();
    await expect(page.getByTestId("applied-coupon")).toHaveText("WELCOME10");
    await expect(page.getByText(/to use WELCOME10/)).toHaveCount(0);
    const off = Math.floor((shown(product) * 2 * 10) / 100);
    await expect(page.getByTestId("coupon-coverage")).toHaveText(`applied to 2 items: −₹${off}`);
  });
});
