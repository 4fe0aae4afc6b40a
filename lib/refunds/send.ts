import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { afterResponse } from "@/lib/after-response";
import { now } from "@/lib/clock";
import { getDb, withTransaction } from "@/lib/db";
import { paymentGateway, type GatewayRefund } from "@/lib/payments/gateway";
import { payments, refunds } from "@/models";
import { log } from "@/server/log/log.mjs";
import { mailRefundNews } from "./mail";
import { deliverSandboxRefundEvent } from "./sandbox";
import { settleRefund } from "./settle";

/**
 * Asks the gateway for a refund written by ./reserve.ts, after its transaction committed (a
 * gateway call never holds a lock). With the refund's own key, so asking again, after a lost
 * answer or from two servers at once, is the same one refund at the gateway. A refund the
 * gateway could not be asked for stays pending without a gateway id: staff send it again
 * (lib/refunds/staff-refund.ts) with the same key.
 */
export async function sendRefund(refundId: string): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ refund: refunds, providerPaymentId: payments.providerPaymentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  if (!row || row.refund.status !== "pending" || row.refund.providerRefundId) return;
  const { refund } = row;
  const gateway = paymentGateway();
  if (refund.provider !== gateway.provider || !row.providerPaymentId) {
    log.error({ refundId }, `Refund ${refundId} of a ${refund.provider} payment cannot be sent through ${gateway.provider}: refund it by hand in the provider's dashboard.`);
    return;
  }
  let answer: GatewayRefund;
  try {
    answer = await gateway.refund({ paymentId: row.providerPaymentId, amountPaise: refund.amountPaise, idempotencyKey: refund.idempotencyKey });
  } catch (error) {
    log.warn({ err: error, refundId }, `Refund ${refundId} could not be asked of ${gateway.provider}; it stays pending until staff send it again.`);
    return;
  }
  const at = now();
  const settled = await withTransaction(async (tx) => {
    await tx
      .update(refunds)
      .set({ providerRefundId: answer.id, updatedAt: at })
      .where(and(eq(refunds.id, refund.id), isNull(refunds.providerRefundId)));
    // Razorpay answers a normal refund pending and settles it by webhook; an answer that is
    // already final settles it here (the webhook that follows then changes nothing).
    if (answer.status === "pending") return null;
    return settleRefund(tx, { provider: gateway.provider, providerRefundId: answer.id, outcome: answer.status }, at);
  });
  if (settled) mailRefundNews(settled);
  if (gateway.provider === "sandbox" && answer.status === "pending") deliverSandboxRefundEvent({ providerRefundId: answer.id, idempotencyKey: refund.idempotencyKey });
}

/** Sends these refunds once the response has gone out: the shopper's cancel never waits for the gateway. */
export function sendRefundsAfterResponse(refundIds: string[]): void {
  for (const refundId of refundIds) afterResponse(`Refund ${refundId}`, () => sendRefund(refundId));
}

/**
 * After a transaction that wrote refunds of this order commits: sends each one the gateway has
 * not answered yet, after the response.
 */
export async function sendOrderRefunds(orderId: string): Promise<void> {
  const db = await getDb();
  const unsent = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, "pending"), isNull(refunds.providerRefundId)));
  sendRefundsAfterResponse(unsent.map((row) => row.id));
}
