import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Transaction } from "@/lib/db";
import { issueInvoices } from "@/lib/invoices/issue";
import { recordStatus } from "@/lib/orders/status";
import { orders, payments, type Payment } from "@/models";
import { log } from "@/server/log/log.mjs";

/** Our payments row of a provider's link, or undefined for a link that is not ours. */
export async function findLink(tx: Transaction, provider: string, linkId: string): Promise<Payment | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, linkId)))
    .limit(1);
  return row;
}

/** What recording a paid link did: `placed` when this call moved the order to placed. */
export type PaidLinkResult = { orderId: string; placed: boolean; firstNews: boolean };

/**
 * Records that a link was paid (the callback and the webhook both report it; whichever comes
 * first applies it, the other changes nothing). The order is locked first, as cancellation and
 * the expiry job lock it, so the three never wait on each other in opposite orders.
 *
 * - pending and unpaid: paid, online, placed (and the move recorded) exactly once, and its tax
 *   invoices issued;
 * - placed for cash on delivery meanwhile: paid online instead, nothing to refund;
 * - cancelled meanwhile, or already paid through another link: the money is recorded (the
 *   order shows paid, so nobody asks for it again) and the payment marked refund-due for the
 *   seller, who refunds it by hand; an order never moves back out of cancelled.
 */
export async function recordLinkPaid(tx: Transaction, link: Payment, paymentId: string, at: Date): Promise<PaidLinkResult> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, link.orderId)).for("update");
  const [fresh] = await tx
    .update(payments)
    .set({ status: "paid", providerPaymentId: paymentId || null, updatedAt: at })
    .where(and(eq(payments.id, link.id), ne(payments.status, "paid")))
    .returning({ id: payments.id });
  if (!fresh) return { orderId: link.orderId, placed: false, firstNews: false };

  const [placed] = await tx
    .update(orders)
    .set({ paymentStatus: "paid", paymentMethod: "online", deliveryStatus: "placed", updatedAt: at })
    .where(and(eq(orders.id, link.orderId), eq(orders.paymentStatus, "unpaid"), eq(orders.deliveryStatus, "pending")))
    .returning({ id: orders.id });
  if (placed) {
    await recordStatus(tx, link.orderId, "placed", at);
    await issueInvoices(tx, link.orderId, at);
    return { orderId: link.orderId, placed: true, firstNews: true };
  }

  const [order] = await tx
    .select({ paymentStatus: orders.paymentStatus, deliveryStatus: orders.deliveryStatus })
    .from(orders)
    .where(eq(orders.id, link.orderId));
  const cashOrderPaidOnline = order?.paymentStatus === "unpaid" && order.deliveryStatus !== "cancelled";
  await tx
    .update(orders)
    .set({ paymentStatus: "paid", ...(cashOrderPaidOnline ? { paymentMethod: "online" as const } : {}), updatedAt: at })
    .where(and(eq(orders.id, link.orderId), eq(orders.paymentStatus, "unpaid")));
  if (!cashOrderPaidOnline) {
    await tx.update(payments).set({ refundDue: true }).where(eq(payments.id, link.id));
    log.warn(
      { orderId: link.orderId, paymentId, link: link.providerRef },
      `Payment ${paymentId || "(no id)"} on link ${link.providerRef} arrived for order ${link.orderId}, which was ${order?.deliveryStatus === "cancelled" ? "cancelled" : "already paid"}: marked refund-due for the seller.`,
    );
  }
  return { orderId: link.orderId, placed: false, firstNews: true };
}

/**
 * A link that ended without payment (the sandbox's Fail, or Razorpay's expired or cancelled):
 * only an open row moves, so a late failure never undoes a payment. The order stays pending and
 * unpaid, so Pay Now makes a new link.
 */
export async function recordLinkEnded(tx: Transaction, link: Payment, status: "failed" | "cancelled", at: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ status, updatedAt: at })
    .where(and(eq(payments.id, link.id), eq(payments.status, "created")));
}
