import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { PUT as cancelOrder } from "@/app/api/home/customer/cancel-order/[orderId]/route";
import { POST as moveStatus } from "@/app/api/seller/orders/[orderId]/status/route";
import type { Database } from "@/lib/db";
import { setSandboxRefundOutcome } from "@/lib/refunds/sandbox";
import { orderLines, refunds } from "@/models";
import { as, type SeededProduct, type Shopper } from "./commerce-support";
import { confirmCashOnDelivery } from "./invoices-support";
import { addToCart, callSettled, placedOrderId } from "./orders-support";
import { payThroughSandbox, paymentLinkFor } from "./payments-support";
import type { Staff } from "./sellers-support";

/** An order's refunds, oldest first. */
export const refundsOf = (db: Database, orderId: string) => db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt), asc(refunds.id));

/**
 * A delivered order of `quantity` of the product (in its first size and colour unless named),
 * paid online through the sandbox or confirmed cash on delivery, moved to delivered by the admin;
 * its first line.
 */
export async function deliveredOrder(
  db: Database,
  order: { shopper: Shopper; product: SeededProduct; quantity: number; paid: "online" | "cod"; admin: Staff; couponCode?: string },
): Promise<{ orderId: string; line: typeof orderLines.$inferSelect }> {
  await addToCart(order.shopper, order.product, order.quantity, { size: order.product.sizes[0], color: order.product.colors[0] });
  const orderId = await placedOrderId(order.shopper, order.couponCode ? { couponCode: order.couponCode } : {});
  if (order.paid === "online") await payThroughSandbox((await paymentLinkFor(order.shopper, orderId)).linkId, "pay");
  else await confirmCashOnDelivery(as(order.shopper), orderId);
  for (const status of ["warehouse", "shipped", "delivered"]) {
    const reply = await callSettled(moveStatus, "POST", `/seller/orders/${orderId}/status`, order.admin.caller, { params: { orderId }, body: { status } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }
  const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  return { orderId, line: line! };
}

/** A paid online order of one piece the customer cancelled, its refund failed by the sandbox; the failed refund. */
export async function failedRefundOrder(db: Database, shopper: Shopper, product: SeededProduct): Promise<{ orderId: string; refund: typeof refunds.$inferSelect }> {
  await addToCart(shopper, product, 1);
  const orderId = await placedOrderId(shopper);
  await payThroughSandbox((await paymentLinkFor(shopper, orderId)).linkId, "pay");
  setSandboxRefundOutcome("failed");
  try {
    expect((await callSettled(cancelOrder, "PUT", `/home/customer/cancel-order/${orderId}`, as(shopper), { params: { orderId } })).status).toBe(200);
  } finally {
    setSandboxRefundOutcome("processed");
  }
  const all = await refundsOf(db, orderId);
  expect(all.map((refund) => refund.status)).toEqual(["failed"]);
  return { orderId, refund: all[0]! };
}
