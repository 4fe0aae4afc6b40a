import "server-only";
import { and, eq } from "drizzle-orm";
import type { StaffMember } from "@/lib/auth/staff";
import { now } from "@/lib/clock";
import { withTransaction, type Transaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { fulfilmentMessages, reachOf } from "@/lib/orders/fulfilment-rules";
import { recordId } from "@/lib/staff/ownership";
import { orderLines, orders, refunds, returns } from "@/models";
import type { RefundDocument } from "@/lib/api-answers/refunds";
import { toRefundDocument } from "./staff-refund";
import { lockPaymentLeft } from "./reserve";
import { sendRefundsAfterResponse } from "./send";

export const retryMessages = {
  notFound: "Refund not found",
  sent: "The refund has been sent to the payment provider again.",
  notFailed: "Only a failed refund can be sent again; this one is not failed (it may have been sent again just now).",
  nothingLeft: "Nothing of this payment is left to refund: what it captured has gone back or is on its way.",
};

/**
 * The key a failed refund is sent again under: its first key and the attempt
 * (`return-…-retry-1`, then `-retry-2` …). A new key is a new refund at the gateway (Razorpay
 * refunds once per X-Refund-Idempotency; the sandbox names its refund after the key), which a
 * failed one needs; and the key is fixed when the refund moves back to pending, so whoever sends
 * it from then on (this call's send, staff's order refund after a lost answer) sends the same one.
 */
export function retryKey(key: string): string {
  const match = /^(.*)-retry-(\d+)$/.exec(key);
  return match ? `${match[1]}-retry-${Number(match[2]) + 1}` : `${key}-retry-1`;
}

/**
 * Whether `staff` may send this order's refund: an admin any; a seller one of a return of their
 * shop, or of an order of their shop alone (the rule of the order's own refund call). A refund
 * of an order with no line of theirs is not found; one of an order shared with other shops is a 409.
 */
async function assertMayRetry(tx: Transaction, staff: StaffMember, refundId: string, orderId: string): Promise<void> {
  if (staff.role === "admin") return;
  const [ofReturn] = await tx.select({ sellerId: returns.sellerId }).from(returns).where(eq(returns.refundId, refundId)).limit(1);
  if (ofReturn) {
    if (!staff.shop || ofReturn.sellerId !== staff.shop.id) throw new HttpError(404, retryMessages.notFound);
    return;
  }
  const shops = await tx.selectDistinct({ sellerId: orderLines.sellerId }).from(orderLines).where(eq(orderLines.orderId, orderId));
  const reach = reachOf(staff, shops.map((line) => line.sellerId));
  if (reach === "none") throw new HttpError(404, retryMessages.notFound);
  if (reach === "see") throw new HttpError(409, fulfilmentMessages.otherShops);
}

/**
 * Staff send a failed refund again (POST /api/seller/refunds/{refundId}/retry): the same refund
 * row, so a return's refund stays the return's and settles it, moves back to pending under a new
 * key (retryKey) and is sent after the response. Under the order's lock and then the payment's
 * (the order of locks of every refund), its amount is at most what is left of the payment (its
 * captured amount less its pending and processed refunds): a refund made meanwhile by the
 * order's refund call is never paid twice (409 when nothing is left). The move is one
 * conditional update (`WHERE status = 'failed'`): of two retries at once, one 200 and one 409.
 */
export async function retryRefund(staff: StaffMember, refundIdText: string): Promise<RefundDocument> {
  const refundId = recordId(refundIdText, retryMessages.notFound);
  const at = now();
  const retried = await withTransaction(async (tx) => {
    const [found] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.id, refundId));
    if (!found) throw new HttpError(404, retryMessages.notFound);
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, found.orderId)).for("update");
    await assertMayRetry(tx, staff, refundId, found.orderId);

    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
    if (refund!.status !== "failed") throw new HttpError(409, retryMessages.notFailed);
    const held = await lockPaymentLeft(tx, refund!.paymentId);
    const left = held?.leftPaise ?? 0;
    if (left <= 0) throw new HttpError(409, retryMessages.nothingLeft);

    const [moved] = await tx
      .update(refunds)
      .set({
        status: "pending",
        amountPaise: Math.min(refund!.amountPaise, left),
        idempotencyKey: retryKey(refund!.idempotencyKey),
        providerRefundId: null,
        settledAt: null,
        updatedAt: at,
      })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, "failed")))
      .returning();
    if (!moved) throw new HttpError(409, retryMessages.notFailed);
    return moved;
  });
  sendRefundsAfterResponse([retried.id]);
  return toRefundDocument(retried);
}
