import { expect, test, type Page } from "./support/test";
import { addToCartByApi, customerId, DELIVERY, newCustomer, productToBuy } from "./support/customer";
import { hydrated } from "./support/hydration";

/**
 * The journeys the shop exists for (issue 12): quick add -> cart -> coupon -> checkout ->
 * address -> shipping -> cash on delivery; online payment through the sandbox gateway; a
 * failed payment and Pay Now. Every figure checked is the server's.
 */

type Order = { _id: string; price: number; coupon_discount: number; payment_status: string; payment_method: string | null; delivery_status: string };

async function order(page: Page, id: string): Promise<Order> {
  const answer = await page.request.get(`/api/home/customer/gat-order/${id}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { order: Order }).order;
}

/** Information and Shipping steps with a cart already filled; ends on /payment?orderId=…. */
async function checkOut(page: Page, { addressSaved }: { addressSaved: boolean }): Promise<string> {
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Checkout steps" })).toContainText("Information");
  if (!addressSaved) {
    await expect(page.getByTestId("continue-to-shipping")).toHaveAttribute("aria-disabled", "true");
    const form = page.getByTestId("address-form");
    await hydrated(form.getByRole("button", { name: "Save address" }));
    await form.getByLabel("Full name").fill(DELIVERY.name);
    await form.getByLabel("Phone number").fill("12345");
    await form.getByLabel("Address (house, street)").fill(DELIVERY.address);
    await form.getByLabel("Area / locality").fill(DELIVERY.area);
    await form.getByLabel("City").fill(DELIVERY.city);
    await form.getByLabel("PIN code").fill("0123");
    await form.getByLabel("State").selectOption(DELIVERY.province);
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(form.getByText("PIN code must be a 6-digit PIN code")).toBeVisible();
    await expect(form.getByText(/Phone number must be/)).toBeVisible();
    await form.getByLabel("Phone number").fill(DELIVERY.phone);
    await form.getByLabel("PIN code").fill(DELIVERY.post);
    await form.getByRole("button", { name: "Save address" }).click();
  }
  await expect(page.getByRole("heading", { name: `Deliver to ${DELIVERY.name}` })).toBeVisible();
  await page.getByRole("link", { name: "Continue to shipping" }).click();
  await expect(page).toHaveURL(/\/shiping$/);
  await expect(page.getByTestId("ship-to")).toContainText(DELIVERY.post);
  await expect(page.getByText("Standard Shipping")).toBeVisible();
  await hydrated(page.getByTestId("continue-to-payment"));
  await page.getByTestId("continue-to-payment").click();
  await expect(page).toHaveURL(/\/payment\?orderId=/);
  return new URL(page.url()).searchParams.get("orderId")!;
}

test.describe("checkout", () => {
  // Whole journeys, each many pages long: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test("quick add, cart with a coupon, address, shipping and cash on delivery", async ({ page }) => {
    await newCustomer(page);

    await test.step("quick add from New Arrivals: the cart badge counts it", async () => {
      await page.goto("/");
      const quickAdd = page.getByTestId("quick-add-button").first();
      await hydrated(quickAdd);
      await expect(page.getByTestId("cart-count")).toHaveCount(0);
      await quickAdd.click();
      const dialog = page.getByTestId("quick-add-dialog");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: /add/i }).last().click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId("cart-count")).toHaveText("1");
    });

    await test.step("the cart: a second one, then the coupon", async () => {
      await page.getByTestId("cart-link").click();
      await expect(page).toHaveURL(/\/cart$/);
      const line = page.getByTestId("cart-line");
      await expect(line).toHaveCount(1);
      await line.getByRole("button", { name: /Increase quantity/ }).click();
      await expect(line.getByTestId("line-quantity")).toHaveText("2");
      await expect(page.getByTestId("cart-count")).toHaveText("2");
      const summary = page.getByTestId("summary");
      await page.getByLabel("Coupon code").fill("NOSUCHCODE");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByText("Invalid coupon code.")).toBeVisible();
      await page.getByLabel("Coupon code").fill("welcome10");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByTestId("applied-coupon")).toHaveText("WELCOME10");
      await expect(summary.getByTestId("coupon-discount")).toBeVisible();
      await expect(summary.getByTestId("shipping-fee")).toHaveText("Free");
      // The coupon's quote is kept beside the cart: the badge still counts the items.
      await expect(page.getByTestId("cart-count")).toHaveText("2");
      await page.getByTestId("proceed-to-checkout").click();
    });

    const orderId = await test.step("checkout -> shipping -> payment", () => checkOut(page, { addressSaved: false }));

    await test.step("cash on delivery: Are you sure? then Order Placed", async () => {
      await expect(page.getByTestId("payment-summary")).toContainText("Standard Shipping");
      const online = page.getByRole("radio", { name: /Online Payment/ });
      await expect(online).toBeChecked();
      await expect(page.getByTestId("pay-button")).toHaveText("Pay Now");
      await page.getByRole("radio", { name: /Cash on delivery/ }).check();
      await expect(page.getByTestId("pay-button")).toHaveText("Place Order");
      await page.getByTestId("pay-button").click();
      await expect(page.getByRole("dialog", { name: "Are you sure?" })).toBeVisible();
      await page.getByRole("button", { name: "Yes, place it" }).click();
      const placed = page.getByRole("dialog", { name: "Order Placed" });
      await expect(placed).toBeVisible();
      // The order's number and when it should arrive, then its own page.
      await expect(placed).toContainText(`Your Order was Placed: order #${orderId.slice(-8).toUpperCase()}.`);
      await expect(placed.getByTestId("delivery-estimate")).toContainText("Expected delivery");
      await expect(placed.getByTestId("delivery-estimate")).toContainText(/[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}/);
      await placed.getByRole("button", { name: "View your order" }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/order/details/${orderId}$`));
      await expect(page.getByTestId("expected-delivery")).toContainText("Expected delivery:");
    });

    await test.step("the order, as the server keeps it; the cart is empty", async () => {
      const placed = await order(page, orderId);
      expect(placed.delivery_status).toBe("placed");
      expect(placed.payment_method).toBe("cod");
      expect(placed.coupon_discount).toBeGreaterThan(0);
      await expect(page.getByTestId("cart-count")).toHaveCount(0);
    });

    await test.step("My Orders lists it; View opens its page with the lines, in rupees", async () => {
      await page.goto("/dashboard-client?tab=orders");
      const entry = page.locator(`[data-testid="order-entry"][data-order-id="${orderId}"]`).locator("visible=true");
      await expect(entry).toBeVisible();
      await expect(entry.getByTestId("order-number")).toHaveText(`#${orderId.slice(-8).toUpperCase()}`);
      await expect(entry.getByTestId("order-status")).toHaveText("Placed");
      await entry.getByRole("link", { name: /View/ }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/order/details/${orderId}`));
      await expect(page.getByTestId("order-line")).toHaveCount(1);
      await expect(page.getByTestId("order-line").getByTestId("line-quantity")).toHaveText("2");
      await expect(page.getByTestId("summary-price")).toContainText("₹");
      await expect(page.getByTestId("order-address")).toContainText(DELIVERY.post);
    });
  });

  test("stepping back from payment keeps the cart: the Return link and the back button bring the same items back", async ({ page }) => {
    await newCustomer(page);
    const userId = await customerId(page);
    const [tee, mug] = [await productToBuy(page, 1), await productToBuy(page, 2)];
    await addToCartByApi(page, userId, tee, 2);
    await addToCartByApi(page, userId, mug, 1);
    const cartLines = async () => {
      const answer = await page.request.get(`/api/home/product/get-card-product/${userId}`);
      const body = (await answer.json()) as { card_products: { products: { productInfo: { _id: string }; quantity: number }[] }[] };
      return body.card_products.flatMap((shop) => shop.products.map((line) => `${line.productInfo._id}x${line.quantity}`)).sort();
    };
    const before = await cartLines();
    expect(before).toHaveLength(2);
    const first = await checkOut(page, { addressSaved: false });
    expect(await cartLines()).toEqual([]);

    await test.step("‹ Return to Information: the Shipping step shows the same items again", async () => {
      await hydrated(page.getByTestId("return-to-information"));
      await page.getByTestId("return-to-information").click();
      await expect(page).toHaveURL(/\/shiping$/);
      await expect(page.getByTestId("continue-to-payment")).toBeVisible();
      expect(await cartLines()).toEqual(before);
      expect((await order(page, first)).delivery_status).toBe("cancelled");
    });

    const second = await test.step("Continue to Payment again, then the browser's back button", async () => {
      await hydrated(page.getByTestId("continue-to-payment"));
      await page.getByTestId("continue-to-payment").click();
      await expect(page).toHaveURL(/\/payment\?orderId=/);
      const id = new URL(page.url()).searchParams.get("orderId")!;
      expect(id).not.toBe(first);
      await expect(page.getByTestId("pay-button")).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/shiping$/);
      await expect(page.getByTestId("continue-to-payment")).toBeVisible();
      await expect.poll(cartLines).toEqual(before);
      return id;
    });

    await test.step("My Orders holds no unpaid orders left behind", async () => {
      const answer = await page.request.get(`/api/home/customer/gat-orders/${userId}/all`);
      const listed = ((await answer.json()) as { orders: { _id: string }[] }).orders.map((entry) => entry._id);
      expect(listed).not.toContain(first);
      expect(listed).not.toContain(second);
    });
  });

  test("online payment through the sandbox, and a failed one paid again with Pay Now", async ({ page }) => {
    await newCustomer(page);
    const userId = await customerId(page);
    const product = await productToBuy(page, 3);
    await addToCartByApi(page, userId, product);
    const orderId = await checkOut(page, { addressSaved: false });

    await test.step("Pay Now -> the sandbox page -> Fail: the order stays unpaid", async () => {
      await hydrated(page.getByTestId("pay-button"));
      await page.getByTestId("pay-button").click();
      await expect(page).toHaveURL(/\/payment\/sandbox\//);
      await page.getByRole("button", { name: "Fail" }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/order/details/${orderId}\\?payment=failed`));
      expect((await order(page, orderId)).payment_status).toBe("unpaid");
    });

    await test.step("Pay Now again -> Pay: the order is paid and placed", async () => {
      await page.goto(`/payment?orderId=${orderId}`);
      await hydrated(page.getByTestId("pay-button"));
      await page.getByTestId("pay-button").click();
      await expect(page).toHaveURL(/\/payment\/sandbox\//);
      await page.getByRole("button", { name: "Pay", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/order/details/${orderId}\\?payment=paid`));
      const paid = await order(page, orderId);
      expect(paid.payment_status).toBe("paid");
      expect(paid.delivery_status).toBe("placed");
    });

    await test.step("a paid order has nothing left to pay", async () => {
      await page.goto(`/payment?orderId=${orderId}`);
      await expect(page.getByText("This order is already paid.")).toBeVisible();
    });
  });

  test("cash on delivery says its ceiling and is refused above it; the order is paid online instead", async ({ page }) => {
    await newCustomer(page);
    const userId = await customerId(page);
    // Ten each (the most one order takes of a product) of products until the cart is above ₹5,000.
    const answer = await page.request.get("/api/home/get-products");
    const listed = ((await answer.json()) as { products: { _id: string; price: number; discount: number; stock: number; size: string[]; color: string[] }[] }).products
      // Well above the ten taken: other journeys running at once take from the same stock.
      .filter((p) => p.stock >= 40 && p.size.length > 0 && p.color.length > 0)
      .sort((a, b) => b.price - a.price);
    let total = 0;
    for (const product of listed) {
      if (total > 5000) break;
      await addToCartByApi(page, userId, { id: product._id, size: product.size[0]!, color: product.color[0]! }, 10);
      total += (product.price - Math.floor((product.price * product.discount) / 100)) * 10;
    }
    expect(total).toBeGreaterThan(5000);
    const orderId = await checkOut(page, { addressSaved: false });

    await test.step("the option is disabled with the reason, and Online Payment stays chosen", async () => {
      const cod = page.getByRole("radio", { name: /Cash on delivery/ });
      await expect(page.getByTestId("cod-note")).toHaveText("Cash on delivery is available for orders up to ₹5,000. Please pay online.");
      await expect(cod).toBeDisabled();
      await expect(page.getByRole("radio", { name: /Online Payment/ })).toBeChecked();
      await expect(page.getByTestId("pay-button")).toHaveText("Pay Now");
    });

    await test.step("the server refuses it all the same, in the same words, and the order stays payable", async () => {
      const refused = await page.request.post("/api/order/create-payment", { data: { type: "COD", orderId } });
      expect(refused.status()).toBe(409);
      expect(await refused.json()).toEqual({ error: "Cash on delivery is available for orders up to ₹5,000. Please pay online." });
      const kept = await order(page, orderId);
      expect(kept.delivery_status).toBe("pending");
      expect(kept.payment_method).toBeNull();
    });
  });

  test("a small order states cash on delivery's limits beside the option", async ({ page }) => {
    await newCustomer(page);
    const userId = await customerId(page);
    await addToCartByApi(page, userId, await productToBuy(page, 5));
    await checkOut(page, { addressSaved: false });
    await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toBeEnabled();
    await expect(page.getByTestId("cod-note")).toContainText("For orders up to ₹5,000, and up to 2 cash-on-delivery orders on the way at a time.");
  });
});
