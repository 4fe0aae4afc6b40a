import { expect, test } from "@playwright/test";
import { extractText } from "unpdf";
import { registerByApi } from "./support/customer";

/**
 * A GST invoice from the order page: an order paid online on the sandbox gateway gets its
 * shop's tax invoice, listed on the order's page; the shopper downloads it and the PDF holds the
 * invoice's number, the supplier's GSTIN and the place of supply.
 */

const SHIPPING = { name: "Kavya Rao", address: "4 Residency Road", phone: "9876543210", post: "560025", province: "Karnataka", city: "Bengaluru", area: "Ashok Nagar" };

test("the order page offers the order's tax invoice, and the PDF holds it", async ({ page, isMobile }, testInfo) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 10_000)}`;
  await registerByApi(page.request, { name: "Kavya Rao", email: `invoice-${stamp}@example.com`, phone: `96${stamp.slice(-8)}`, password: "invoice-pass-123" });
  const userId = (await (await page.request.get("/api/useringfo")).json()).data.id as string;
  const home = await (await page.request.get("/api/home/get-products")).json();
  const product = (home.discount_product as { _id: string; stock: number; size: string[]; color: string[] }[]).find((p) => p.stock >= 20 && p.size.length > 0 && p.color.length > 0)!;
  const added = await page.request.post("/api/home/product/add-to-card", { data: { userId, productId: product._id, quantity: 2, size: product.size[0], color: product.color[0] } });
  expect(added.ok(), await added.text()).toBe(true);
  const placed = await page.request.post("/api/home/order/palce-order", { data: { userId, shippingInfo: SHIPPING } });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId: string = (await placed.json()).orderId;

  // Paid online: the sandbox's Pay button, then its return.
  const started = await page.request.post("/api/order/create-payment", { data: { type: "ONLINEPAY", orderId } });
  expect(started.ok(), await started.text()).toBe(true);
  const linkId = new URL((await started.json()).data.data.instrumentResponse.redirectInfo.url, "http://shop.test").pathname.split("/").pop()!;
  const pressed = await page.request.post(`/api/order/sandbox-pay/${linkId}?outcome=pay`, { maxRedirects: 0 });
  expect(pressed.status()).toBe(303);
  const back = await page.request.get(pressed.headers()["location"]!, { maxRedirects: 0 });
  expect(back.status()).toBe(303);

  await page.goto(`/dashboard/order/details/${orderId}`);
  const invoices = page.getByTestId("order-invoices");
  await expect(invoices).toBeVisible();
  const link = invoices.getByRole("link", { name: /Download invoice INV\/\d{4}\/\d{6}/ });
  await expect(link).toHaveCount(1);
  const number = (await link.getAttribute("aria-label"))!.match(/INV\/\d{4}\/\d{6}/)![0];
  await invoices.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`order-invoices-${isMobile ? "phone" : "desktop"}.png`), fullPage: true });

  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(`${number.replaceAll("/", "-")}.pdf`);
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  const flat = text.replace(/\s+/g, " ");
  expect(flat).toContain("TAX INVOICE");
  expect(flat).toContain(number);
  expect(flat).toMatch(/GSTIN: \d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]/);
  expect(flat).toContain("Place of supply: Karnataka (29)");
  expect(flat).toContain("IGST");
});
