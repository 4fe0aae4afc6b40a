import { expect, test } from "./support/test";
import { extractText } from "unpdf";
import { paidOrder } from "./support/orders";

/**
 * A GST invoice from the order page: an order paid online on the sandbox gateway gets its
 * shop's tax invoice, listed on the order's page; the shopper downloads it and the PDF holds the
 * invoice's number, the supplier's GSTIN and the place of supply.
 */

test("the order page offers the order's tax invoice, and the PDF holds it", async ({ page, isMobile }, testInfo) => {
  test.setTimeout(90_000);
  const { orderId } = await paidOrder(page.request, { name: "Kavya Rao", tag: "invoice", phonePrefix: "96" });

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
