import { expect, test } from "@playwright/test";
import { registerByApi } from "./support/customer";
import { sellerToken } from "./support/seller";

/**
 * A return from the order page: an order paid online and delivered offers "Return items"; the
 * shopper picks a piece and a reason and sends it, and the page shows the return waiting for the
 * seller.
 */

const SHIPPING = { name: "Meera Iyer", address: "4 Residency Road", phone: "9876543210", post: "560025", province: "Karnataka", city: "Bengaluru", area: "Ashok Nagar" };

test("a delivered order's page takes a return request and shows it", async ({ page, isMobile }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 10_000)}`;
  await registerByApi(page.request, { name: "Meera Iyer", email: `return-${stamp}@example.com`, phone: `95${stamp.slice(-8)}`, password: "return-pass-123" });
  const userId = (await (await page.request.get("/api/useringfo")).json()).data.id as string;
  const home = await (await page.request.get("/api/home/get-products")).json();
  const product = (home.discount_product as { _id: string; stock: number; size: string[]; color: string[] }[]).find((p) => p.stock >= 20 && p.size.length > 0 && p.color.length > 0)!;
  const added = await page.request.post("/api/home/product/add-to-card", { data: { userId, productId: product._id, quantity: 2, size: product.size[0], color: product.color[0] } });
  expect(added.ok(), await added.text()).toBe(true);
  const placed = await page.request.post("/api/home/order/palce-order", { data: { userId, shippingInfo: SHIPPING } });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId: string = (await placed.json()).orderId;
  const started = await page.request.post("/api/order/create-payment", { data: { type: "ONLINEPAY", orderId } });
  const linkId = new URL((await started.json()).data.data.instrumentResponse.redirectInfo.url, "http://shop.test").pathname.split("/").pop()!;
  const pressed = await page.request.post(`/api/order/sandbox-pay/${linkId}?outcome=pay`, { maxRedirects: 0 });
  await page.request.get(pressed.headers()["location"]!, { maxRedirects: 0 });

  // The admin moves it to delivered (an order of any shop).
  const token = await sellerToken(page.request, { email: "admin@teerang.in", password: "Admin@1234" });
  for (const status of ["warehouse", "shipped", "delivered"]) {
    const moved = await page.request.post(`/api/seller/orders/${orderId}/status`, { data: { status }, headers: { authorization: `Bearer ${token}` } });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  await page.setViewportSize(isMobile ? { width: 360, height: 780 } : { width: 1280, height: 800 });
  await page.goto(`/dashboard/order/details/${orderId}`);
  const returns = page.getByTestId("order-returns");
  await expect(returns).toBeVisible();
  await returns.getByRole("button", { name: "Return items" }).click();
  await returns.getByLabel(/How many of .* to return/).selectOption("1");
  await returns.getByLabel("Reason").selectOption("size_does_not_fit");
  await returns.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`return-form-${isMobile ? "phone" : "desktop"}.png`), fullPage: true });
  await returns.getByRole("button", { name: "Send return request" }).click();
  await expect(returns.getByTestId("return-entry")).toContainText("Requested: waiting for the seller");
  await expect(returns.getByTestId("return-entry")).toContainText("1 ×");
  await page.screenshot({ path: testInfo.outputPath(`return-requested-${isMobile ? "phone" : "desktop"}.png`), fullPage: true });
});
