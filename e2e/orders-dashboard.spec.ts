import { expect, test, type APIRequestContext, type Locator, type Page } from "./support/test";
import { registerByApi } from "./support/customer";
import { hydrated } from "./support/hydration";

/**
 * The customer's orders (dashboard and order detail): orders
 * are made through the API as a fresh customer (the page shares the API context's cookies), then
 * the shopper's side is checked in the browser: My Orders with its filter, the order page with
 * its lines and timeline, cancelling, Pay Now, the payment return's banners, and someone
 * else's order. Each test registers its own customers (a handful per run, well under the 30
 * registrations an hour one address may make).
 */

type Customer = { id: string; email: string; name: string };
type Product = { _id: string; name: string; price: number; discount: number; stock: number; size: string[]; color: string[] };

const SHIPPING = {
  name: "Meera Iyer",
  address: "12 MG Road, Flat 4B",
  phone: "9876543210",
  post: "560001",
  province: "Karnataka",
  city: "Bengaluru",
  area: "Indiranagar",
};

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const orderNumber = (id: string) => `#${id.slice(-8).toUpperCase()}`;

async function register(request: APIRequestContext, label: string): Promise<Customer> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 10_000)}`;
  const customer = { name: `Meera ${label}`, email: `orders-${label.toLowerCase()}-${stamp}@example.com` };
  await registerByApi(request, { ...customer, phone: `97${stamp.slice(-8)}`, password: "orders-pass-123" });
  const info = await request.get("/api/useringfo");
  expect(info.ok()).toBe(true);
  return { ...customer, id: (await info.json()).data.id };
}

/** Two discounted products with stock to spare, so the lines show a discount and parallel runs do not sell out. */
async function products(request: APIRequestContext): Promise<[Product, Product]> {
  const home = await (await request.get("/api/home/get-products")).json();
  const usable = (home.discount_product as Product[]).filter((p) => p.stock >= 20 && p.size.length > 0 && p.color.length > 0);
  expect(usable.length).toBeGreaterThanOrEqual(2);
  return [usable[0]!, usable[1]!];
}

async function addToCart(request: APIRequestContext, customer: Customer, product: Product, quantity: number) {
  const added = await request.post("/api/home/product/add-to-card", {
    data: { userId: customer.id, productId: product._id, quantity, size: product.size[0], color: product.color[0] },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

async function placeOrder(request: APIRequestContext, customer: Customer): Promise<string> {
  const placed = await request.post("/api/home/order/palce-order", { data: { userId: customer.id, shippingInfo: SHIPPING } });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).orderId;
}

async function orderOf(request: APIRequestContext, orderId: string) {
  return (await (await request.get(`/api/home/customer/gat-order/${orderId}`)).json()).order as { price: number; items: number };
}

/**
 * Pays (or fails) an order on the sandbox gateway as the browser would (its Pay or Fail button)
 * and gives back the signed return's address (a path on the shop's own host), to be opened in
 * the page.
 */
async function sandboxReturn(request: APIRequestContext, orderId: string, outcome: "pay" | "fail"): Promise<string> {
  const started = await request.post("/api/order/create-payment", { data: { type: "ONLINEPAY", orderId } });
  expect(started.ok(), await started.text()).toBe(true);
  const url: string = (await started.json()).data.data.instrumentResponse.redirectInfo.url;
  const linkId = new URL(url, "http://shop.test").pathname.split("/").pop()!;
  const pressed = await request.post(`/api/order/sandbox-pay/${linkId}?outcome=${outcome}`, { maxRedirects: 0 });
  expect(pressed.status()).toBe(303);
  const back = new URL(pressed.headers().location!, "http://shop.test");
  expect(back.pathname).toBe("/api/order/payment-callback");
  return `${back.pathname}${back.search}`;
}

/** Goes to `url` and waits for hydration and the account island's question (accounts.spec.ts). */
async function visit(page: Page, url: string) {
  const signedIn = (await page.context().cookies()).some((cookie) => cookie.name === "signedIn" && cookie.value === "1");
  const asked = signedIn ? page.waitForResponse((response) => response.url().endsWith("/api/useringfo")) : null;
  const response = await page.goto(url);
  await hydrated(page.getByTestId("search-button"));
  await asked;
  return response;
}

/** The displayed entry (table row or phone card) of one order. */
function entry(page: Page, orderId: string): Locator {
  return page.locator(`[data-testid="order-entry"][data-order-id="${orderId}"]:visible`);
}

const entries = (page: Page) => page.locator('[data-testid="order-entry"]:visible');

async function openMyOrders(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole("button", { name: "Dashboard" }).first().click();
  await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "My Orders" }).click();
  await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
}

async function shoot(page: Page, name: string, project: string) {
  // Pictures load lazily: scroll them in and wait, so the picture shows what a shopper sees.
  // Only the shown ones: My Orders draws its pictures in both the table and the phone cards,
  // and the hidden layout's lazy pictures never load.
  for (const image of await page.locator("main img:visible").all()) await image.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    [...document.querySelectorAll("main img")].every((image) => (image as HTMLImageElement).complete || image.getClientRects().length === 0),
  );
  await page.screenshot({ path: test.info().outputPath(`${name}-${project}.png`), fullPage: true });
}

test.describe("customer orders", () => {
  test("My Orders lists, filters and opens orders; an order is cancelled from its page", async ({ page, isMobile }, testInfo) => {
    // A long journey: on a loaded two-core machine the phone run took 66 s.
    test.setTimeout(150_000);
    const customer = await register(page.request, isMobile ? "Mobile" : "Desktop");
    const [first, second] = await products(page.request);

    // Order A: two lines, confirmed for cash on delivery (placed). Order B: left waiting for payment.
    await addToCart(page.request, customer, first, 2);
    await addToCart(page.request, customer, second, 1);
    const codOrder = await placeOrder(page.request, customer);
    const cod = await page.request.post("/api/order/create-payment", { data: { type: "COD", orderId: codOrder } });
    expect(cod.ok(), await cod.text()).toBe(true);
    await addToCart(page.request, customer, first, 1);
    const pendingOrder = await placeOrder(page.request, customer);
    const codPrice = (await orderOf(page.request, codOrder)).price;
    const pendingPrice = (await orderOf(page.request, pendingOrder)).price;

    await test.step("the dashboard counts the orders", async () => {
      await visit(page, "/dashboard-client");
      await expect(page.getByTestId("order-count")).toHaveText("You have 2 orders in your history");
    });

    await test.step("My Orders lists both, newest first, with their statuses and actions", async () => {
      await openMyOrders(page, isMobile);
      await expect(page).toHaveURL(/\/dashboard-client\?tab=orders$/);
      await expect(entries(page)).toHaveCount(2);
      await expect(entries(page).first()).toHaveAttribute("data-order-id", pendingOrder);

      const placed = entry(page, codOrder);
      await expect(placed.getByTestId("order-number")).toHaveText(orderNumber(codOrder));
      await expect(placed.getByTestId("order-price")).toHaveText(rupees.format(codPrice));
      await expect(placed.getByTestId("payment-status")).toContainText("Not paid");
      await expect(placed.getByTestId("payment-status")).toContainText("Cash on delivery");
      await expect(placed.getByTestId("order-status")).toHaveText("Placed");
      await expect(placed.getByTestId("order-status")).toHaveClass(/bg-blue-100/);
      await expect(placed.getByRole("link", { name: /Pay Now/ })).toHaveCount(0);

      const pending = entry(page, pendingOrder);
      await expect(pending.getByTestId("order-price")).toHaveText(rupees.format(pendingPrice));
      await expect(pending.getByTestId("order-status")).toHaveText("Pending");
      await expect(pending.getByRole("link", { name: /Pay Now/ })).toHaveAttribute("href", `/payment?orderId=${pendingOrder}`);
      await expect(pending.getByRole("link", { name: /View/ })).toHaveAttribute("href", `/dashboard/order/details/${pendingOrder}`);
      await shoot(page, "my-orders", testInfo.project.name);
    });

    await test.step("the filter asks again and keeps its choice in the address", async () => {
      const filter = page.getByRole("combobox", { name: "Order status" });
      await filter.selectOption("pending");
      await expect(page).toHaveURL(/\?tab=orders&status=pending$/);
      await expect(entries(page)).toHaveCount(1);
      await expect(entry(page, pendingOrder)).toBeVisible();
      await filter.selectOption("placed");
      await expect(entries(page)).toHaveCount(1);
      await expect(entry(page, codOrder)).toBeVisible();
      await filter.selectOption("cancelled");
      await expect(page.getByTestId("orders-empty")).toHaveText("No orders found");
      await filter.selectOption("all");
      await expect(entries(page)).toHaveCount(2);
    });

    await test.step("View opens the order with its lines, address, summary and timeline", async () => {
      await entry(page, codOrder).getByRole("link", { name: /View/ }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/order/details/${codOrder}$`));
      const detail = page.getByTestId("order-detail");
      await expect(detail.getByRole("heading", { level: 1 })).toHaveText(`Order ${orderNumber(codOrder)}`);
      const lines = detail.getByTestId("order-line");
      await expect(lines).toHaveCount(2);
      const firstLine = lines.filter({ hasText: first.name });
      await expect(firstLine.getByTestId("line-quantity")).toHaveText("2");
      await expect(firstLine.getByTestId("line-price")).toHaveText(rupees.format(first.price - Math.floor((first.price * first.discount) / 100)));
      await expect(firstLine).toContainText(`${first.discount}% off`);
      await expect(firstLine).toContainText(rupees.format(first.price));
      await expect(firstLine).toContainText(first.size[0]!);
      await expect(firstLine).toContainText(first.color[0]!);
      await expect(detail.getByTestId("summary-price")).toHaveText(rupees.format(codPrice));
      await expect(detail.getByTestId("summary-payment")).toContainText("Not paid");
      await expect(detail.getByTestId("summary-shipping")).toHaveText("Free");
      await expect(detail.getByTestId("order-summary")).toContainText(customer.email);
      await expect(detail).not.toContainText("$");
      const address = detail.getByTestId("order-address");
      for (const part of [SHIPPING.name, SHIPPING.address, SHIPPING.area, SHIPPING.city, SHIPPING.province, SHIPPING.post]) {
        await expect(address).toContainText(part);
      }
      const steps = detail.getByTestId("timeline-step");
      await expect(steps).toHaveCount(5);
      await expect(steps.nth(0)).toHaveAttribute("data-done", "true");
      await expect(steps.nth(1)).toHaveAttribute("data-status", "placed");
      await expect(steps.nth(1)).toHaveAttribute("data-done", "true");
      await expect(steps.nth(2)).toHaveAttribute("data-done", "false");
      await expect(steps.nth(1).locator("time")).toBeVisible();
      await shoot(page, "order-detail", testInfo.project.name);
    });

    await test.step("Cancel order asks first, then the page shows the order cancelled", async () => {
      const detail = page.getByTestId("order-detail");
      await detail.getByRole("button", { name: "Cancel order" }).click();
      const dialog = page.getByRole("dialog", { name: "Cancel this order?" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Keep order" }).click();
      await expect(dialog).toBeHidden();
      await expect(detail.getByTestId("order-status").first()).toHaveText("Placed");

      await detail.getByRole("button", { name: "Cancel order" }).click();
      await dialog.getByRole("button", { name: "Yes, cancel order" }).click();
      await expect(page.getByText("Your order has been cancelled.")).toBeVisible();
      await expect(detail.getByTestId("order-status").first()).toHaveText("Cancelled");
      await expect(detail.getByTestId("order-status").first()).toHaveClass(/bg-red-100/);
      await expect(detail.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
      const steps = detail.getByTestId("timeline-step");
      await expect(steps.last()).toHaveAttribute("data-status", "cancelled");
      await expect(steps.last()).toHaveAttribute("data-done", "true");
      await shoot(page, "order-cancelled", testInfo.project.name);
    });

    await test.step("back on My Orders the cancelled filter finds it", async () => {
      await page.getByTestId("order-detail").getByRole("link", { name: "My Orders" }).click();
      await expect(page).toHaveURL(/\/dashboard-client\?tab=orders$/);
      await page.getByRole("combobox", { name: "Order status" }).selectOption("cancelled");
      await expect(entries(page)).toHaveCount(1);
      await expect(entry(page, codOrder).getByTestId("order-status")).toHaveText("Cancelled");
    });

    await test.step("a link opens My Orders with its filter", async () => {
      await visit(page, "/dashboard-client?tab=orders&status=pending");
      await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
      await expect(page.getByRole("combobox", { name: "Order status" })).toHaveValue("pending");
      await expect(entries(page)).toHaveCount(1);
      await entry(page, pendingOrder).getByRole("link", { name: /Pay Now/ }).click();
      await expect(page).toHaveURL(new RegExp(`/payment\\?orderId=${pendingOrder}$`));
    });
  });

  test("the payment return: a banner says whether it went through; a failed one offers Pay Now", async ({ page, isMobile }) => {
    test.setTimeout(90_000);
    const customer = await register(page.request, isMobile ? "PayMobile" : "PayDesktop");
    const [product] = await products(page.request);
    await addToCart(page.request, customer, product, 1);
    const paidOrder = await placeOrder(page.request, customer);
    await addToCart(page.request, customer, product, 1);
    const failedOrder = await placeOrder(page.request, customer);

    const paidReturn = await sandboxReturn(page.request, paidOrder, "pay");
    const failedReturn = await sandboxReturn(page.request, failedOrder, "fail");

    await page.goto(paidReturn);
    await expect(page).toHaveURL(new RegExp(`/dashboard/order/details/${paidOrder}\\?payment=paid$`));
    const paid = page.getByTestId("payment-banner");
    await expect(paid).toHaveAttribute("data-outcome", "paid");
    await expect(paid).toContainText("Your payment went through");
    await expect(page.getByTestId("summary-payment")).toContainText("Paid");
    await expect(page.getByTestId("order-detail").getByTestId("order-status").first()).toHaveText("Placed");

    await page.goto(failedReturn);
    await expect(page).toHaveURL(new RegExp(`/dashboard/order/details/${failedOrder}\\?payment=failed$`));
    const failed = page.getByTestId("payment-banner");
    await expect(failed).toHaveAttribute("data-outcome", "failed");
    await expect(failed).toContainText("Your payment did not go through.");
    await expect(failed.getByRole("link", { name: "Pay Now" })).toHaveAttribute("href", `/payment?orderId=${failedOrder}`);
    await expect(page.getByTestId("summary-payment")).toContainText("Not paid");
    await shoot(page, "payment-failed", test.info().project.name);
  });

  test("a paid order cancelled by its shopper is refunded through the gateway: shown refunded, with its amount, on its page and in My Orders", async ({ page, isMobile }) => {
    test.setTimeout(90_000);
    const customer = await register(page.request, isMobile ? "RefundM" : "RefundD");
    const [product] = await products(page.request);
    await addToCart(page.request, customer, product, 1);
    const orderId = await placeOrder(page.request, customer);
    const price = (await orderOf(page.request, orderId)).price;
    await page.goto(await sandboxReturn(page.request, orderId, "pay"));
    await expect(page.getByTestId("summary-payment")).toContainText("Paid");

    const detail = page.getByTestId("order-detail");
    await hydrated(detail.getByRole("button", { name: "Cancel order" }));
    await detail.getByRole("button", { name: "Cancel order" }).click();
    await page.getByRole("button", { name: "Yes, cancel order" }).click();
    await expect(detail.getByTestId("order-status").first()).toHaveText("Cancelled");
    // The sandbox refunds at once (a real gateway within days: the page says "Refund due" meanwhile).
    await expect(async () => {
      await page.reload();
      await expect(detail.getByTestId("summary-payment")).toContainText("Refunded", { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(detail.getByTestId("summary-payment")).toContainText(`${rupees.format(price)} refunded`);
    await expect(detail.getByTestId("refund-banner")).toContainText("Refunded");

    await visit(page, "/dashboard-client?tab=orders&status=cancelled");
    const cancelled = entry(page, orderId);
    await expect(cancelled.getByTestId("payment-status")).toContainText("Refunded");
    await expect(cancelled.getByTestId("refund-note")).toHaveText(`${rupees.format(price)} refunded`);
  });

  test("someone else's order, a made-up id and a signed-out visitor", async ({ page, browser, isMobile }) => {
    test.setTimeout(60_000);
    const stranger = await browser.newContext();
    try {
      const other = await register(stranger.request, isMobile ? "StrangerM" : "StrangerD");
      const [product] = await products(stranger.request);
      await addToCart(stranger.request, other, product, 1);
      const theirs = await placeOrder(stranger.request, other);

      await test.step("signed out, the order page asks to sign in; the page is never stored", async () => {
        const response = await visit(page, `/dashboard/order/details/${theirs}`);
        expect(response?.headers()["cache-control"]).toMatch(/no-store/);
        expect(response?.headers()["x-shared-cache"]).not.toBe("HIT");
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
        await expect(page.getByTestId("order-signed-out")).toContainText("Please sign in to see this order.");
        await expect(page.getByTestId("sign-in-form")).toBeVisible();
      });

      await register(page.request, isMobile ? "OwnerM" : "OwnerD");
      await test.step("another customer's order is not found", async () => {
        await visit(page, `/dashboard/order/details/${theirs}`);
        await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
        await expect(page.getByRole("link", { name: "Back to My Orders" })).toHaveAttribute("href", "/dashboard-client?tab=orders");
        await expect(page.getByTestId("order-detail")).toHaveCount(0);
      });

      await test.step("an id that is not an order's is not found either", async () => {
        await visit(page, "/dashboard/order/details/not-an-order");
        await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
        await page.getByRole("link", { name: "Back to My Orders" }).click();
        await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
        await expect(page.getByTestId("orders-empty")).toHaveText("No orders found");
      });
    } finally {
      await stranger.close();
    }
  });

  test("a seller's moves show on the order page: packed, shipped with the courier and tracking number, delivered", async ({ page, isMobile }, testInfo) => {
    test.setTimeout(90_000);
    const customer = await register(page.request, isMobile ? "ShipM" : "ShipD");
    const [first] = await products(page.request);
    await addToCart(page.request, customer, first, 1);
    const orderId = await placeOrder(page.request, customer);
    const cod = await page.request.post("/api/order/create-payment", { data: { type: "COD", orderId } });
    expect(cod.ok(), await cod.text()).toBe(true);

    // The admin moves it (a seller may only move orders whose every line is their shop's).
    const login = await page.request.post("/api/seller/login", { data: { email: "admin@teerang.in", password: "Admin@1234" } });
    expect(login.ok(), await login.text()).toBe(true);
    const staff = { Authorization: `Bearer ${(await login.json()).token}` };
    const move = async (data: Record<string, string>) => {
      const moved = await page.request.post(`/api/seller/orders/${orderId}/status`, { data, headers: staff });
      expect(moved.ok(), await moved.text()).toBe(true);
    };
    await move({ status: "warehouse" });
    await move({ status: "shipped", courier: "Delhivery", trackingNumber: "DL 5566 7788 99" });

    await test.step("shipped: Packed and Shipped are done, with the courier and tracking number, and Cancel is gone", async () => {
      await visit(page, `/dashboard/order/details/${orderId}`);
      const detail = page.getByTestId("order-detail");
      await expect(detail.getByTestId("order-status").first()).toHaveText("Shipped");
      const steps = detail.getByTestId("timeline-step");
      await expect(steps).toHaveCount(5);
      for (const [index, status] of ["pending", "placed", "warehouse", "shipped"].entries()) {
        await expect(steps.nth(index)).toHaveAttribute("data-status", status);
        await expect(steps.nth(index)).toHaveAttribute("data-done", "true");
      }
      await expect(steps.nth(4)).toHaveAttribute("data-done", "false");
      const shipment = steps.nth(3).getByTestId("order-shipment");
      await expect(shipment).toContainText("Courier: Delhivery");
      await expect(shipment.getByTestId("order-tracking-number")).toHaveText("DL 5566 7788 99");
      // A courier we know: the number opens the parcel on the courier's own site.
      await expect(shipment.getByTestId("tracking-link")).toHaveAttribute("href", "https://www.delhivery.com/track/package/DL5566778899");
      await expect(shipment.getByTestId("tracking-link")).toHaveAttribute("target", "_blank");
      await expect(detail.getByTestId("expected-delivery")).toContainText("Expected delivery:");
      await expect(detail.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
      await shoot(page, "order-shipped", testInfo.project.name);
      if (isMobile) {
        await page.setViewportSize({ width: 360, height: 780 });
        await shoot(page, "order-shipped-360", testInfo.project.name);
      }
    });

    await test.step("My Orders finds it under Shipped, with its pictures", async () => {
      await visit(page, "/dashboard-client?tab=orders&status=shipped");
      await expect(page.getByTestId("orders-filter")).toHaveValue("shipped");
      await expect(entries(page)).toHaveCount(1);
      await expect(entry(page, orderId).getByTestId("order-thumbnails").locator("img")).toHaveCount(1);
      await expect(page.getByTestId("orders-filter").locator("option")).toHaveText(["All", "Pending", "Placed", "Packed", "Shipped", "Delivered", "Cancelled"]);
    });

    await move({ status: "delivered" });
    await test.step("delivered: the last step is done, and cash on delivery shows paid", async () => {
      await visit(page, `/dashboard/order/details/${orderId}`);
      const detail = page.getByTestId("order-detail");
      await expect(detail.getByTestId("order-status").first()).toHaveText("Delivered");
      await expect(detail.getByTestId("order-status").first()).toHaveClass(/bg-green-100/);
      await expect(detail.getByTestId("timeline-step").last()).toHaveAttribute("data-done", "true");
      await expect(detail.getByTestId("summary-payment")).toContainText("Paid");
      await expect(detail.getByTestId("order-tracking-number")).toHaveText("DL 5566 7788 99");
    });
  });
});
