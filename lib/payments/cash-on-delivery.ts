import "server-only";
import { and, eq } from "drizzle-orm";
import { now } from "@/lib/clock";
import { withTransaction } from "@/lib/db";
import { getConfig } from "@/lib/config";
import { HttpError } from "@/lib/http";
import { ownOrder } from "@/lib/orders/ownership";
import { issueInvoices } from "@/lib/invoices/issue";
import { recordStatus } from "@/lib/orders/status";
import { orders, payments } from "@/models";
import { cashOnDeliveryRefusal, holdCustomersCashOnDelivery } from "./cash-on-delivery-limits";
import { assertPayable } from "./payable";

/**
 * The shopper confirms an order for cash on delivery: it becomes `placed` with payment method
 * cod. Its payment status stays unpaid until the courier collects the cash (the seller marks it
 * paid then), which also keeps Pay Now away: the dashboard offers it only on pending orders.
 * Open payment links of the order are closed on our side, so the sandbox refuses them. Its tax
 * invoices are issued in the same transaction: the order is placed now.
 * Cash on delivery's limits (./cash-on-delivery-limits.ts) are checked under a lock on the
 * customer: at a PIN code where cash is not collected, above the ceiling, or with too many such
 * orders on the way, a 409 in the shop's words, and the order stays pending for online payment.
 * The fee (COD_FEE) is written on the order as it is confirmed, in paise (orders.cod_fee).
 * Returns the order id; the caller mails the confirmation after the response.
 */
export async function confirmCashOnDelivery(customerId: string, orderId: string): Promise<string> {
  return withTransaction(async (tx) => {
    const at = now();
    const order = await ownOrder(tx, customerId, orderId, { forUpdate: true });
    assertPayable(order, at);
    await holdCustomersCashOnDelivery(tx, customerId);
    const refusal = await cashOnDeliveryRefusal(tx, order);
    if (refusal) throw new HttpError(409, refusal);
    await tx.update(orders).set({ deliveryStatus: "placed", paymentMethod: "cod", codFee: getConfig().cashOnDelivery.fee * 100, updatedAt: at }).where(eq(orders.id, order.id));
    await tx
      .update(payments)
      .set({ status: "cancelled", updatedAt: at })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "created")));
    await recordStatus(tx, order.id, "placed", at);
    await issueInvoices(tx, order.id, at);
    return order.id;
  });
}
