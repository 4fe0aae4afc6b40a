import { expect, test, type Page } from "./support/test";
import { approveAndReceive, deliver, paidOrder } from "./support/orders";

/**
 * Returns and exchanges from the order page: an order paid online and delivered offers "Return
 * items"; the shopper picks a piece and a reason, their money back or another size, and sends
 * it; the page shows the return and its steps on the order's timeline. An exchange received by
 * the seller places a replacement order with nothing to pay.
 */

async function openReturnForm(page: Page, orderId: string, isMobile: boolean) {
  await page.setViewportSize(isMobile ? { width: 360, height: 780 } : { width: 1280, height: 800 });
  await page.goto(`/dashboard/order/details/${orderId}`);
  const returns = page.getByTestId("order-returns");
  await expect(returns).toBeVisible();
  await returns.getByRole("button", { name: "Return items" }).click();
  await returns.getByLabel(/How many of .* to return/).selectOption("1");
  await returns.getByLabel("Reason").selectOption("size_does_not_fit");
  return returns;
}

test("a delivered order's page takes a return request; the seller receives it and the sandbox refunds it", async ({ page, isMobile }, testInfo) => {
  test.setTimeout(120_000);
  const { orderId } = await paidOrder(page.request, { name: "Meera Iyer", tag: "return", phonePrefix: "95" });
  await deliver(page.request, orderId);

  const returns = await openReturnForm(page, orderId, isMobile);
  await returns.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`return-form-${isMobile ? "phone" : "desktop"}.png`), fullPage: true });
  await returns.getByRole("button", { name: "Send return request" }).click();
  await expect(returns.getByTestId("return-entry")).toContainText("Requested: waiting for the seller");
  await expect(returns.getByTestId("return-entry")).toContainText("1 ×");
  await expect(page.getByTestId("order-timeline").locator('[data-status="return"]')).toContainText("Return asked for: 1 ×");
  await page.screenshot({ path: testInfo.outputPath(`return-requested-${isMobile ? "phone" : "desktop"}.png`), fullPage: true });

  // The seller approves it and receives the parcel; the sandbox gateway refunds the piece's share at once.
  const refund = (await approveAndReceive(page.request, orderId)).refund as number;
  expect(refund).toBeGreaterThan(0);
  await expect(async () => {
    await page.reload();
    await expect(returns.getByTestId("return-entry")).toHaveAttribute("data-status", "refunded", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(returns.getByTestId("return-entry")).toContainText(`Refund: ₹${refund}`);
  await expect(page.getByTestId("order-timeline").locator('[data-status="return"]').last()).toContainText(`Refunded ₹${refund}`);
});

test("an exchange for another size: asked with the keyboard, received by the seller, its replacement placed with nothing to pay", async ({ page, isMobile }, testInfo) => {
  test.setTimeout(150_000);
  const { orderId, product } = await paidOrder(page.request, { name: "Arjun Menon", tag: "exchange", phonePrefix: "94" });
  await deliver(page.request, orderId);

  const returns = await openReturnForm(page, orderId, isMobile);
  // Chosen with the keyboard: the radio, then the new size.
  await returns.getByRole("radio", { name: "Another size or colour" }).focus();
  await page.keyboard.press("Space");
  await expect(returns.getByText("Your new size or colour is kept for you now")).toBeVisible();
  const newSize = returns.getByLabel("New size");
  await newSize.focus();
  await newSize.selectOption(product.size[1]!);
  await expect(returns.getByLabel("New colour")).toHaveValue(product.color[0]!);
  await page.screenshot({ path: testInfo.outputPath(`exchange-form-${isMobile ? "phone" : "desktop"}.png`), fullPage: true });
  await returns.getByRole("button", { name: "Send exchange request" }).click();
  const entry = returns.getByTestId("return-entry");
  await expect(entry).toContainText("Requested: waiting for the seller");
  await expect(entry).toContainText(`exchanged for ${product.size[1]}, ${product.color[0]}`);

  // The seller (here the admin) approves it, and receives the parcel.
  await approveAndReceive(page.request, orderId);

  await page.reload();
  await expect(entry).toContainText("Exchanged: replacement on its way");
  const timeline = page.getByTestId("order-timeline").locator('[data-status="return"]');
  await expect(timeline.first()).toContainText("Exchange asked for");
  await expect(timeline.last()).toContainText("Replacement placed as a new order");
  await page.screenshot({ path: testInfo.outputPath(`exchange-done-${isMobile ? "phone" : "desktop"}.png`), fullPage: true });

  await entry.getByTestId("replacement-link").click();
  await expect(page.getByTestId("replacement-banner")).toContainText("nothing to pay");
  // The first order's page stays in the document, hidden, for Back: only the shown one counts.
  const shown = page.getByTestId("order-detail").filter({ visible: true });
  await expect(shown.getByTestId("summary-price")).toHaveText("₹0");
  await expect(shown.getByTestId("summary-exchange")).toContainText("−");
  await expect(page.getByRole("button", { name: /Cancel order/ })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`replacement-order-${isMobile ? "phone" : "desktop"}.png`), fullPage: true });
});
