import "server-only";
import { and, asc, eq, inArray, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { StaffMember } from "@/lib/auth/staff";
import { now } from "@/lib/clock";
import { getDb, withTransaction, type Transaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { issueCreditNote, type CreditedLine } from "@/lib/invoices/issue";
import { reserveRefund } from "@/lib/refunds/reserve";
import { sendRefundsAfterResponse } from "@/lib/refunds/send";
import { actsOn, recordId } from "@/lib/staff/ownership";
import { invoiceLines, invoices, orders, payments, returnLines, returns } from "@/models";
import type { ReturnDocument } from "@/lib/api-answers/returns";
import { revalidateStockShown } from "@/lib/orders/stock-pages";
import type { StockMove } from "@/lib/orders/stock";
import { returnDocument, returnDocuments } from "./documents";
import { releaseExchange, writeReplacementOrder } from "./exchange";
import { mailReturnNews } from "./mail";
import { returnMessages } from "./messages";
import { paidPerLine, piecesPaise } from "./share";

/** The returns this staff member handles: a seller their shop's, an admin every shop's. */
export async function sellerReturns(staff: StaffMember): Promise<ReturnDocument[]> {
  return returnDocuments(await getDb(), actsOn(staff, returns.sellerId));
}

/**
 * A step is one conditional update (`WHERE status = <the step's only starting point>`), so of
 * an approve racing a refuse one wins and the other is a 409, and a step retried is a 409. A
 * return of another shop is a 404 for a seller, as if it did not exist.
 */
async function step(tx: Transaction, staff: StaffMember, returnIdText: string, from: "requested" | "approved" | "received", set: Partial<typeof returns.$inferInsert>, refused: string, extra?: SQL) {
  const returnId = recordId(returnIdText, returnMessages.notFound);
  const [moved] = await tx
    .update(returns)
    .set(set)
    .where(and(eq(returns.id, returnId), eq(returns.status, from), actsOn(staff, returns.sellerId), extra))
    .returning();
  if (moved) return moved;
  const [found] = await tx.select({ id: returns.id }).from(returns).where(and(eq(returns.id, returnId), actsOn(staff, returns.sellerId)));
  throw new HttpError(found ? 409 : 404, found ? refused : returnMessages.notFound);
}

export async function approveReturn(staff: StaffMember, returnIdText: string): Promise<ReturnDocument> {
  const at = now();
  const moved = await withTransaction((tx) => step(tx, staff, returnIdText, "requested", { status: "approved", approvedAt: at, updatedAt: at }, returnMessages.notRequested));
  mailReturnNews(moved.id, "approved");
  return returnDocument(await getDb(), moved.id);
}

/** Refused, once; an exchange's reserved pieces go back on sale in the same transaction. */
export async function refuseReturn(staff: StaffMember, returnIdText: string, reason: string): Promise<ReturnDocument> {
  const at = now();
  let released: StockMove[] = [];
  const moved = await withTransaction(async (tx) => {
    const refused = await step(tx, staff, returnIdText, "requested", { status: "refused", refusedAt: at, refusedReason: reason, updatedAt: at }, returnMessages.notRequested);
    if (refused.resolution === "exchange") released = await releaseExchange(tx, refused.id);
    return refused;
  });
  revalidateStockShown(released);
  mailReturnNews(moved.id, "refused");
  return returnDocument(await getDb(), moved.id);
}

/** Credits the returned pieces on the invoices that listed them (a line not invoiced has nothing to credit). */
async function creditReturnedLines(tx: Transaction, orderId: string, returned: readonly { orderLineId: string; quantity: number }[], at: Date): Promise<void> {
  const listed = await tx
    .select({ invoiceId: invoiceLines.invoiceId, position: invoiceLines.position, orderLineId: invoiceLines.orderLineId })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "invoice"), inArray(invoiceLines.orderLineId, returned.map((line) => line.orderLineId))))
    .orderBy(asc(invoices.position), asc(invoiceLines.position));
  const byInvoice = new Map<string, CreditedLine[]>();
  for (const entry of listed) {
    const quantity = returned.find((line) => line.orderLineId === entry.orderLineId)!.quantity;
    byInvoice.set(entry.invoiceId, [...(byInvoice.get(entry.invoiceId) ?? []), { position: entry.position, quantity }]);
  }
  for (const [invoiceId, lines] of byInvoice) await issueCreditNote(tx, { invoiceId, at, reason: "Goods returned", lines });
}

/**
 * The parcel came back: approved -> received, once (a retry is a 409). In that transaction, with
 * the order row locked first (as every move of an order and its payments): what the lines were
 * paid, less their coupon share, becomes the return's refund; the returned pieces are credited
 * on the invoices (the goods came back, which is what a GST credit note records, for online and
 * cash-on-delivery orders alike); an online order's refund of that amount is written under the
 * payment's lock (never more than is left of the payment) with the return's own key and sent
 * to the gateway after the commit. A cash-on-delivery order's refund is a payout due to the
 * customer's UPI ID or bank account, marked paid by the seller (./steps.ts payReturn).
 *
 * An exchange instead goes straight on to exchanged: its replacement order is written
 * (./exchange.ts) and nothing is refunded or credited, as the first order's supply and its value
 * stand (decision 0030).
 */
export async function receiveReturn(staff: StaffMember, returnIdText: string): Promise<ReturnDocument> {
  const at = now();
  const returnId = recordId(returnIdText, returnMessages.notFound);
  const outcome = await withTransaction(async (tx) => {
    const [candidate] = await tx.select({ orderId: returns.orderId }).from(returns).where(and(eq(returns.id, returnId), actsOn(staff, returns.sellerId)));
    if (!candidate) throw new HttpError(404, returnMessages.notFound);
    const [order] = await tx.select().from(orders).where(eq(orders.id, candidate.orderId)).for("update");
    const moved = await step(tx, staff, returnId, "approved", { status: "received", receivedAt: at, updatedAt: at }, returnMessages.notApproved);
    if (moved.resolution === "exchange") {
      const replacementOrderId = await writeReplacementOrder(tx, moved.id, order!, at);
      await tx.update(returns).set({ status: "exchanged", exchangedAt: at, replacementOrderId }).where(eq(returns.id, moved.id));
      return { returnId: moved.id, refundId: null, exchanged: true };
    }
    const lines = await tx.select({ orderLineId: returnLines.orderLineId, quantity: returnLines.quantity }).from(returnLines).where(eq(returnLines.returnId, moved.id));
    const paid = await paidPerLine(tx, order!);
    const refundPaise = lines.reduce((sum, line) => sum + piecesPaise(paid.get(line.orderLineId)!, line.quantity), 0);
    await creditReturnedLines(tx, order!.id, lines, at);

    let refundId: string | null = null;
    if (!moved.refundTo && refundPaise > 0) {
      const [payment] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, order!.id), eq(payments.status, "paid")))
        .orderBy(asc(payments.createdAt))
        .limit(1);
      const refund = payment ? await reserveRefund(tx, payment.id, "returned", at, { capPaise: refundPaise, idempotencyKey: `return-${moved.id}` }) : null;
      refundId = refund?.id ?? null;
    }
    await tx.update(returns).set({ refundPaise, refundId }).where(eq(returns.id, moved.id));
    return { returnId: moved.id, refundId, exchanged: false };
  });
  if (outcome.refundId) sendRefundsAfterResponse([outcome.refundId]);
  mailReturnNews(outcome.returnId, outcome.exchanged ? "exchanged" : "received");
  return returnDocument(await getDb(), outcome.returnId);
}

/** A received cash-on-delivery return's payout sent by the seller: received -> refunded, once. */
export async function payReturn(staff: StaffMember, returnIdText: string): Promise<ReturnDocument> {
  const at = now();
  const moved = await withTransaction((tx) =>
    step(tx, staff, returnIdText, "received", { status: "refunded", refundedAt: at, updatedAt: at }, returnMessages.notPayout, and(isNotNull(returns.refundTo), isNull(returns.refundId))),
  );
  mailReturnNews(moved.id, "refunded");
  return returnDocument(await getDb(), moved.id);
}
