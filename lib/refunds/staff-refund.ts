import "server-only";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { StaffMember } from "@/lib/auth/staff";
import { now } from "@/lib/clock";
import { withTransaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { fulfilmentMessages, reachOf } from "@/lib/orders/fulfilment-rules";
import { orderMessages } from "@/lib/orders/messages";
import { recordId } from "@/lib/staff/ownership";
import { orderLines, orders, refunds, type Refund } from "@/models";
import type { RefundDocument } from "@/lib/api-answers/refunds";
import { reserveOrderRefunds } from "./reserve";
import { sendOrderRefunds } from "./send";

export const refundMessages = {
  started: "The refund has been sent to the payment provider.",
  onItsWay: "A refund of this order is already with the payment provider; its result comes by webhook.",
  nothingDue: "Nothing of this order is waiting to be refunded.",
};

export function toRefundDocument(refund: Refund): RefundDocument {
  return {
    _id: refund.id,
    amount: Math.floor(refund.amountPaise / 100),
    status: refund.status,
    reason: refund.reason,
    date: refund.createdAt.toISOString(),
    settled: refund.settledAt?.toISOString() ?? null,
  };
}

/**
 * Staff send an order's refund (again): after a failed refund a new one with the next key, or a
 * refund the gateway never answered with its own key again (lib/refunds/reserve.ts decides
 * which, under the payment's lock). The order is locked first and who may act is the
 * fulfilment's rule (a seller for an order of their shop alone, an admin for any). 409 while a
 * refund is with the gateway, or when nothing is due.
 */
export async function refundOrderAsStaff(staff: StaffMember, orderIdText: string): Promise<RefundDocument[]> {
  const orderId = recordId(orderIdText, orderMessages.notFound);
  const at = now();
  const list = await withTransaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw new HttpError(404, orderMessages.notFound);
    const shops = await tx.selectDistinct({ sellerId: orderLines.sellerId }).from(orderLines).where(eq(orderLines.orderId, orderId));
    const reach = reachOf(staff, shops.map((line) => line.sellerId));
    if (reach === "none") throw new HttpError(404, orderMessages.notFound);
    if (reach === "see") throw new HttpError(409, fulfilmentMessages.otherShops);

    const [withGateway] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.status, "pending"), isNotNull(refunds.providerRefundId)))
      .limit(1);
    if (withGateway) throw new HttpError(409, refundMessages.onItsWay);
    await reserveOrderRefunds(tx, orderId, "sent by staff", at);
    const all = await tx.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt), asc(refunds.id));
    if (!all.some((refund) => refund.status === "pending")) throw new HttpError(409, refundMessages.nothingDue);
    return all;
  });
  await sendOrderRefunds(orderId);
  return list.map(toRefundDocument);
}
