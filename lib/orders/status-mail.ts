import { and, asc, eq } from "drizzle-orm";
import { afterResponse } from "@/lib/after-response";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { invoiceAttachments } from "@/lib/invoices/download";
import { orderStatusMail, type MailedStatus } from "@/lib/mail/order-status-mail";
import { sendMail } from "@/lib/mail/transport";
import { productPath } from "@/lib/seo/product-json-ld";
import { customers, orderLines, orders, payments, products } from "@/models";
import { orderMailHeading } from "./order-mail-heading";
import type { DeliveryStatus } from "./status";

/** Builds and sends the news of an order's move to its customer's e-mail. */
async function sendOrderStatus(orderId: string, status: MailedStatus, cancelledBy: "customer" | "shop"): Promise<void> {
  const db = await getDb();
  const [order] = await db
    .select({ email: customers.email, name: customers.name, courier: orders.courier, trackingNumber: orders.trackingNumber })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} to tell about does not exist`);
  const [lines, refunds] = await Promise.all([
    db
      .select({ name: orderLines.name, quantity: orderLines.quantity, slug: products.slug })
      .from(orderLines)
      .leftJoin(products, eq(products.id, orderLines.productId))
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.name), asc(orderLines.id)),
    db.select({ amountPaise: payments.amountPaise }).from(payments).where(and(eq(payments.orderId, orderId), eq(payments.refundDue, true))),
  ]);
  const base = getConfig().publicBaseUrl;
  // The delivered mail carries the order's tax invoices.
  const attachments = status === "delivered" ? await invoiceAttachments(orderId) : [];
  await sendMail({
    ...orderStatusMail({
      ...orderMailHeading(orderId, order),
      status,
      lines: lines.map(({ name, quantity }) => ({ name, quantity })),
      // One link per product still in the catalogue (two sizes of one tee: one review).
      reviewLinks: [...new Map(lines.flatMap((line) => (line.slug ? [[line.slug, line.name] as const] : []))).entries()].map(([slug, name]) => ({
        name,
        // Page 1 of its reviews: the product's page with its reviews and form open.
        url: `${base}${productPath(slug)}/reviews/1#customer-reviews`,
      })),
      courier: order.courier,
      trackingNumber: order.trackingNumber,
      refund: status === "cancelled" ? Math.floor(refunds.reduce((sum, row) => sum + row.amountPaise, 0) / 100) : 0,
      cancelledBy,
    }),
    attachments,
  });
}

/**
 * Mails the customer that a seller moved their order, once the response has gone out
 * (lib/after-response.ts): the seller's call never waits for an SMTP server, and a failing one
 * is logged without undoing the move. Only the moves a seller makes are news here, and the
 * shopper's own cancellation (`cancelledBy: "customer"`), which confirms it and the refund due.
 */
export function mailOrderStatus(orderId: string, status: DeliveryStatus, cancelledBy: "customer" | "shop" = "shop"): void {
  if (status !== "warehouse" && status !== "shipped" && status !== "delivered" && status !== "cancelled") return;
  afterResponse(`Order ${status} mail for ${orderId}`, () => sendOrderStatus(orderId, status, cancelledBy));
}
