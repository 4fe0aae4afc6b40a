import "server-only";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Transaction } from "@/lib/db";
import { orders, payments, refunds, returns } from "@/models";

/** What the gateway said of a refund: its id, our key when it carries it, and how it ended. */
export type RefundNews = { provider: string; providerRefundId: string; idempotencyKey?: string | null; outcome: "processed" | "failed" };

/** A refund this news moved (null: already settled, or not ours). */
export type SettledRefund = { refundId: string; orderId: string; amountPaise: number; outcome: "processed" | "failed"; orderRefunded: boolean; returnId?: string };

/**
 * Settles a pending refund on the gateway's word (its webhook, the sandbox's, or its own answer
 * when it settled at once). Found by the gateway's refund id, or by our key in its notes when
 * the webhook outran the answer that would have stored that id. The move is a conditional
 * update (`WHERE status = 'pending'`), so a replayed or duplicated event changes nothing.
 *
 * Processed: once no money of a cancelled order is left to go back, the order's payment is
 * `refunded` (its refund shows as done to the customer and staff).
 */
export async function settleRefund(tx: Transaction, news: RefundNews, at: Date): Promise<SettledRefund | null> {
  const matches = or(
    and(eq(refunds.provider, news.provider), eq(refunds.providerRefundId, news.providerRefundId)),
    news.idempotencyKey ? and(eq(refunds.idempotencyKey, news.idempotencyKey), isNull(refunds.providerRefundId)) : undefined,
  );
  const [candidate] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(matches).limit(1);
  if (!candidate) return null;
  // The order first, as every move of it and its payments locks it first (no two orders of locks).
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, candidate.orderId)).for("update");
  const [moved] = await tx
    .update(refunds)
    .set({ status: news.outcome, providerRefundId: news.providerRefundId, settledAt: at, updatedAt: at })
    .where(and(matches, eq(refunds.status, "pending")))
    .returning({ id: refunds.id, orderId: refunds.orderId, amountPaise: refunds.amountPaise });
  if (!moved) return null;

  let orderRefunded = false;
  if (news.outcome === "processed") {
    // Spelt out: drizzle writes a column in a select's SQL unqualified, which inside the
    // subquery would name the refund's own id.
    const [left] = await tx
      .select({
        paise: sql<number>`coalesce(sum("payments"."amount_paise" - (select coalesce(sum(r.amount_paise), 0) from refunds r where r.payment_id = "payments"."id" and r.status = 'processed')), 0)::int`,
      })
      .from(payments)
      .where(and(eq(payments.orderId, moved.orderId), eq(payments.status, "paid"), eq(payments.refundDue, true)));
    if (Number(left?.paise ?? 0) <= 0) {
      const [refunded] = await tx
        .update(orders)
        .set({ paymentStatus: "refunded", updatedAt: at })
        .where(and(eq(orders.id, moved.orderId), eq(orders.paymentStatus, "paid"), eq(orders.deliveryStatus, "cancelled")))
        .returning({ id: orders.id });
      orderRefunded = Boolean(refunded);
    }
    // No credit note here: a cancellation credited the order's invoices in its own transaction
    // (lib/orders/cancel.ts), and a return credits its lines when the goods come back
    // (lib/returns/steps.ts receiveReturn), for cash-on-delivery returns too, which have no refund.
    // A return's refund processed: the return is refunded (once: it moves from received).
    const [returned] = await tx
      .update(returns)
      .set({ status: "refunded", refundedAt: at, updatedAt: at })
      .where(and(eq(returns.refundId, moved.id), eq(returns.status, "received")))
      .returning({ id: returns.id });
    if (returned) return { refundId: moved.id, orderId: moved.orderId, amountPaise: moved.amountPaise, outcome: news.outcome, orderRefunded, returnId: returned.id };
  }
  return { refundId: moved.id, orderId: moved.orderId, amountPaise: moved.amountPaise, outcome: news.outcome, orderRefunded };
}
