import { asc, eq } from "drizzle-orm";
import { afterResponse } from "@/lib/after-response";
import { getDb } from "@/lib/db";
import { orderConfirmationMail } from "@/lib/mail/order-confirmation-mail";
import { sendMail } from "@/lib/mail/transport";
import { codFeeRupees, lineTotal, orderTotal } from "@/lib/pricing";
import { customers, orderLines, orders } from "@/models";
import { orderMailHeading } from "./order-mail-heading";

/** Builds and sends the confirmation of a placed order to its customer's e-mail. */
async function sendOrderConfirmation(orderId: string): Promise<void> {
  const db = await getDb();
  const [order] = await db
    .select({ order: orders, email: customers.email, name: customers.name })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} to confirm does not exist`);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.name), asc(orderLines.id));
  await sendMail(
    orderConfirmationMail({
      ...orderMailHeading(orderId, order),
      paidOnline: order.order.paymentStatus === "paid",
      lines: lines.map((line) => ({
        name: line.name,
        size: line.size,
        color: line.color,
        quantity: line.quantity,
        lineTotal: lineTotal(line.price, line.discount, line.quantity),
      })),
      couponDiscount: order.order.couponDiscount,
      shippingFee: order.order.shippingFee,
      codFee: codFeeRupees(order.order.codFee),
      promisedBy: order.order.promisedBy,
      total: orderTotal(order.order),
      address: order.order.shippingInfo,
    }),
  );
}

/**
 * Mails the order confirmation once the response has gone out (lib/after-response.ts): an SMTP
 * conversation never slows the payment return or the COD confirmation, and a failing mail
 * server is logged without undoing a placed order.
 */
export function mailOrderConfirmation(orderId: string): void {
  afterResponse(`Order confirmation mail for ${orderId}`, () => sendOrderConfirmation(orderId));
}
