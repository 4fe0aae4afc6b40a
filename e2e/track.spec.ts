import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type Page, type TestInfo } from "./support/test";
import { registerByApi } from "./support/customer";
import { hydrated } from "./support/hydration";

/*
 * Following an order without signing in (/track): an order made through the API and shipped by
 * the admin with a courier is found by its number and the phone on it, typed with +91 and
 * spaces, using the keyboard alone; the shipped step carries the courier's link. A wrong phone
 * gets the one refusal. The footer links the page.
 */

const SHIPPING = { name: "Kavya Rao", address: "7 Lake View Road", phone: "9812345670", post: "560001", province: "Karnataka", city: "Bengaluru", area: "Indiranagar" };

async function shippedOrder(request: APIRequestContext): Promise<string> {
  const stamp = `${Date.now()}${randomBytes(2).toString("hex")}`;
  await registerByApi(request, { name: "Kavya Rao", email: `track-${stamp}@example.com`, phone: `96${String(Date.now()).slice(-8)}`, password: "track-pass-123" });
  const userId = (await (await request.get("/api/useringfo")).json()).data.id as string;
  const home = await (await request.get("/api/home/get-products")).json();
  const product = (home.products as { _id: string; stock: number; size: string[]; color: string[] }[]).find((p) => p.stock >= 20 && p.size.length > 0 && p.color.length > 0)!;
  const added = await request.post("/api/home/product/add-to-card", { data: { userId, productId: product._id, quantity: 1, size: product.size[0], color: product.color[0] } });
  expect(added.ok(), await added.text()).toBe(true);
  const placed = await request.post("/api/home/order/palce-order", { data: { userId, shippingInfo: SHIPPING } });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = (await placed.json()).orderId as string;
  expect((await request.post("/api/order/create-payment", { data: { type: "COD", orderId } })).ok()).toBe(true);
  const login = await request.post("/api/seller/login", { data: { email: "admin@teerang.in", password: "Admin@1234" } });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  for (const body of [{ status: "warehouse" }, { status: "shipped", courier: "Delhivery", trackingNumber: "DL 4455 6677" }]) {
    const moved = await request.post(`/api/seller/orders/${orderId}/status`, { headers, data: body });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  return orderId;
}

async function phoneSize(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === "mobile") await page.setViewportSize({ width: 360, height: 780 });
}

test.beforeEach(async ({ page }, testInfo) => {
  const tag = randomBytes(4).toString("hex");
  // Each test from its own address: the lookups per address hold for the shop, not the run.
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `2001:db8:71:${tag.slice(0, 4)}::${tag.slice(4)}` });
  await phoneSize(page, testInfo);
});

test("a shopper who is not signed in tracks an order by its number and phone, with the keyboard alone", async ({ page, playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const orderId = await shippedOrder(api);
  await api.dispose();
  const number = `#${orderId.slice(-8).toUpperCase()}`;

  await page.goto("/");
  const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Track your order" });
  await expect(footerLink).toHaveAttribute("href", "/track");

  await page.goto("/track");
  await expect(page).toHaveTitle(/^Track your order \| TeeRang$/);
  await expect(page.getByRole("heading", { level: 1, name: "Track your order" })).toBeVisible();
  const form = page.getByTestId("track-form");
  await hydrated(form);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: testInfo.outputPath(`track-empty-${testInfo.project.name}.png`), fullPage: true });

  // A wrong phone: the one refusal, said in an alert.
  await form.getByLabel("Order number").fill(number);
  await form.getByLabel("Mobile number or e-mail").fill("9000000001");
  await form.getByRole("button", { name: "Track order" }).click();
  await expect(page.getByTestId("track-refusal")).toContainText("We could not find an order with that number");

  // The keyboard alone: focus the number, type, Tab to the contact, type, Enter.
  await form.getByLabel("Order number").fill("");
  await form.getByLabel("Order number").focus();
  await page.keyboard.type(number.slice(1).toLowerCase());
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Mobile number or e-mail")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(`+91 ${SHIPPING.phone.slice(0, 5)} ${SHIPPING.phone.slice(5)}`);
  await page.keyboard.press("Enter");

  const tracked = page.getByTestId("tracked-order");
  await expect(tracked.getByRole("heading", { name: `Order ${number}` })).toBeFocused();
  await expect(tracked.getByTestId("order-status")).toHaveText("Shipped");
  await expect(tracked).toContainText("Bengaluru");
  await expect(tracked).not.toContainText(SHIPPING.address);
  await expect(tracked).not.toContainText(SHIPPING.name);
  await expect(tracked.getByTestId("tracked-estimate")).toContainText("Expected delivery:");
  await expect(tracked.locator('[data-testid="timeline-step"][data-status="shipped"]')).toHaveAttribute("data-done", "true");
  const link = tracked.getByTestId("tracking-link");
  await expect(link).toHaveAttribute("href", "https://www.delhivery.com/track/package/DL44556677");
  await expect(page.getByTestId("track-refusal")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: testInfo.outputPath(`track-found-${testInfo.project.name}.png`), fullPage: true });
});

test("the confirmation mail's link fills the order number in", async ({ page }) => {
  await page.goto("/track?order=1a2b3c4d");
  await hydrated(page.getByTestId("track-form"));
  await expect(page.getByTestId("track-form").getByLabel("Order number")).toHaveValue("#1A2B3C4D");
});
