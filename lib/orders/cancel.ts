import { and, eq, inArray } from "drizzle-orm";
import { now } from "@/lib/clock";
import { withTransaction, type Transaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { creditCancelledOrder } from "@/lib/invoices/issue";
import { couponRedemptions, orders, payments } from "@/models";
import { orderMessages } from "./messages";
import { replacedBy } from "@/lib/returns/exchange";
import { returnMessages } from "@/lib/returns/messages";
import { ownOrder } from "./ownership";
import { CANCELLABLE_STATUSES, recordStatus, type DeliveryStatus } from "./status";
import { returnStock, type StockMove } from "./stock";
import { mailOrderStatus } from "./status-mail";
import { revalidateStockShown } from "./stock-pages";
import { reserveOrderRefunds } from "@/lib/refunds/reserve";
import { sendOrderRefunds } from "@/lib/refunds/send";
import { log } from "@/server/log/log.mjs";

export type CancelReason = "customer" | "unpaid" | "staff" | "returned";

/**
 * Cancels an order inside the caller's transaction: its stock and its coupon use come back, and
 * its open payment links are closed on our side. The move is a conditional update (only from
 * pending, placed or warehouse), so two cancellations racing (the shopper and the expiry job,
 * or two servers' jobs) give stock back once: the second finds nothing to move and returns
 * null. Money already received is marked refund-due and its refund written (lib/refunds), to be
 * sent to the gateway by the caller once the transaction commits (sendOrderRefunds). An order
 * already invoiced gets a credit note for each invoice.
 * `from` narrows the statuses it cancels from (staff name the one they saw). Returns the stock
 * moves, for revalidating product pages once the transaction commits.
 */
export async function cancelInTransaction(
  tx: Transaction,
  orderId: string,
  at: Date,
  reason: CancelReason,
  from: readonly DeliveryStatus[] = CANCELLABLE_STATUSES,
): Promise<StockMove[] | null> {
  const allowed = from.filter((status) => (CANCELLABLE_STATUSES as readonly DeliveryStatus[]).includes(status));
  if (allowed.length === 0) return null;
  const [cancelled] = await tx
    .update(orders)
    .set({ deliveryStatus: "cancelled", updatedAt: at })
    .where(and(eq(orders.id, orderId), inArray(orders.deliveryStatus, allowed)))
    .returning({ id: orders.id, paymentStatus: orders.paymentStatus });
  if (!cancelled) return null;

  const moves = await returnStock(tx, orderId);
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
  await tx
    .update(payments)
    .set({ status: "cancelled", updatedAt: at })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "created")));
  if (cancelled.paymentStatus === "paid") {
    await tx
      .update(payments)
      .set({ refundDue: true, updatedAt: at })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, "paid")));
    // The refund is written here, with the cancellation; the gateway is asked once this commits
    // (the caller's sendOrderRefunds), so a refund is never asked for a cancel that rolled back.
    const written = await reserveOrderRefunds(tx, orderId, "cancelled", at);
    log.info({ orderId, reason }, `Order ${orderId} was paid and is now cancelled (${reason}): ${written.length} refund(s) written.`);
  }
  await recordStatus(tx, orderId, "cancelled", at);
  await creditCancelledOrder(tx, orderId, at);
  return moves;
}

/**
 * The shopper cancels their own order before it leaves the warehouse; 409 after that, and for
 * the replacement of an exchange (its pieces were paid in the first order; staff can still
 * cancel it). They are mailed the cancellation (with the refund to come when they had paid) after the response.
 */
export async function cancelOrder(customerId: string, orderId: string): Promise<void> {
  const moves = await withTransaction(async (tx) => {
    const order = await ownOrder(tx, customerId, orderId, { forUpdate: true });
    if (order.deliveryStatus === "cancelled") throw new HttpError(409, orderMessages.alreadyCancelled);
    if (await replacedBy(tx, order.id)) throw new HttpError(409, returnMessages.replacementNotCancellable);
    const returned = await cancelInTransaction(tx, order.id, now(), "customer");
    if (!returned) throw new HttpError(409, orderMessages.leftWarehouse);
    return returned;
  });
  revalidateStockShown(moves);
  mailOrderStatus(orderId, "cancelled", "customer");
  await sendOrderRefunds(orderId);
}
