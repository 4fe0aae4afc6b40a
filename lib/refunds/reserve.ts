import "server-only";
import { and, count, eq, inArray, like, sql } from "drizzle-orm";
import type { Transaction } from "@/lib/db";
import { payments, refunds, type Refund } from "@/models";

/**
 * Locks a captured payment (`FOR UPDATE`: refunds of one payment are decided one after another
 * on every server) and says what is left of it: the captured amount less its pending and
 * processed refunds. Null for a payment that is not captured.
 */
export async function lockPaymentLeft(tx: Transaction, paymentId: string) {
  const [payment] = await tx
    .select({ id: payments.id, orderId: payments.orderId, provider: payments.provider, amountPaise: payments.amountPaise, status: payments.status })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for("update");
  if (!payment || payment.status !== "paid") return null;
  const [taken] = await tx
    .select({ paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, ["pending", "processed"])));
  return { payment, leftPaise: payment.amountPaise - Number(taken?.paise ?? 0) };
}

/**
 * Writes the refund of what is left of a captured payment, in the caller's transaction, before
 * the gateway is asked (./send.ts asks it once this commits).
 *
 * - The payment row is locked first (`FOR UPDATE`), so refunds of one payment are decided one
 *   after another on every server: what is left is the captured amount less its pending and
 *   processed refunds, and a refund never takes more (sum of refunds <= captured amount).
 * - Nothing left (already refunded, or a refund on its way): nothing is written, null.
 * - The key is the payment's id and the attempt (its whole-remainder refunds so far + 1, counted
 *   by key, as a failed one sent again by ./retry.ts keeps its first key as the start of its new
 *   one and is no longer failed): two calls deciding the same refund at once compute the same
 *   key, and the unique index lets one row in.
 * - A refund of some lines (a return) passes `part`: at most `capPaise` of what is left, under
 *   a key of its own (the return's), as several returns may each refund part of one payment.
 */
export async function reserveRefund(
  tx: Transaction,
  paymentId: string,
  reason: string,
  at: Date,
  part?: { capPaise: number; idempotencyKey: string },
): Promise<Refund | null> {
  const held = await lockPaymentLeft(tx, paymentId);
  if (!held) return null;
  const { payment } = held;
  const left = Math.min(held.leftPaise, part ? part.capPaise : Infinity);
  if (left <= 0) return null;

  let idempotencyKey = part?.idempotencyKey;
  if (!idempotencyKey) {
    const [earlier] = await tx
      .select({ n: count() })
      .from(refunds)
      .where(and(eq(refunds.paymentId, paymentId), like(refunds.idempotencyKey, `refund-${paymentId}-%`)));
    idempotencyKey = `refund-${paymentId}-${(earlier?.n ?? 0) + 1}`;
  }
  const [written] = await tx
    .insert(refunds)
    .values({ orderId: payment.orderId, paymentId, provider: payment.provider, amountPaise: left, idempotencyKey, reason, createdAt: at, updatedAt: at })
    .onConflictDoNothing({ target: refunds.idempotencyKey })
    .returning();
  return written ?? null;
}

/** Every payment of the order whose money must go back (refund-due), each refunded of what is left. */
export async function reserveOrderRefunds(tx: Transaction, orderId: string, reason: string, at: Date): Promise<Refund[]> {
  const due = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "paid"), eq(payments.refundDue, true)));
  const written: Refund[] = [];
  for (const payment of due) {
    const refund = await reserveRefund(tx, payment.id, reason, at);
    if (refund) written.push(refund);
  }
  return written;
}
