import "server-only";
import { eq } from "drizzle-orm";
import type { SessionCustomer } from "@/lib/auth/session";
import { now } from "@/lib/clock";
import { getDb, withTransaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { orderMessages } from "@/lib/orders/messages";
import { orderNumber } from "@/lib/orders/order-number";
import { ownOrder } from "@/lib/orders/ownership";
import { payBy } from "@/lib/orders/status";
import { orderTotal, toPaise } from "@/lib/pricing";
import { shop } from "@/lib/shop";
import { orders, payments } from "@/models";
import { paymentCallbackUrl } from "./callback-url";
import { paymentGateway, type PaymentLink } from "./gateway";
import { assertPayable } from "./payable";
import { log } from "@/server/log/log.mjs";

/**
 * Razorpay refuses a link that expires less than 15 minutes ahead; one more minute covers the
 * clocks of the two sides not quite agreeing.
 */
export const LINK_MIN_LIFETIME_MS = 16 * 60 * 1000;

/**
 * When a new link stops taking payment: when the order's 30 minutes end, or 16 minutes from now
 * when a late Pay Now leaves less than that. The expiry job waits for an open link to end, so an
 * order is never cancelled while its link can still be paid.
 */
export function linkExpiry(order: { createdAt: Date }, at: Date): Date {
  return new Date(Math.max(payBy(order.createdAt).getTime(), at.getTime() + LINK_MIN_LIFETIME_MS));
}

const NOTHING_TO_PAY = "This order costs nothing, so there is nothing to pay online: choose Cash on delivery to confirm it.";

/**
 * Starts an online payment for the customer's own pending order: a new Payment Link for the
 * order's total (never an amount the browser sent), stored as a payments row, and the address
 * of the payment page. Each Pay Now makes a new link; older open ones stay valid until they
 * expire, and whichever is paid first pays the order.
 */
export async function startOnlinePayment(customer: SessionCustomer, orderId: string): Promise<PaymentLink> {
  const db = await getDb();
  const at = now();
  const order = await ownOrder(db, customer.id, orderId);
  assertPayable(order, at);
  const amountPaise = toPaise(orderTotal(order));
  if (amountPaise <= 0) throw new HttpError(409, NOTHING_TO_PAY);
  const expiresAt = linkExpiry(order, at);

  let link: PaymentLink;
  try {
    link = await paymentGateway().createPaymentLink({
      orderId: order.id,
      amountPaise,
      description: `${shop.name} order ${orderNumber(order.id)}`,
      customer: { name: customer.name, email: customer.email, phone: `+91${order.shippingInfo.phone}` },
      callbackUrl: paymentCallbackUrl(),
      expireBy: expiresAt,
    });
  } catch (error) {
    log.error({ err: error, orderId: order.id }, "Creating a payment link failed");
    throw new HttpError(502, orderMessages.gatewayDown);
  }

  // The link exists at the provider now, so it is recorded whatever happened to the order
  // meanwhile: a payment on it must always find its row (and be marked for refund if the order
  // no longer waits for it).
  const movedOn = await withTransaction(async (tx) => {
    const locked = await ownOrder(tx, customer.id, order.id, { forUpdate: true });
    const waiting = locked.paymentStatus === "unpaid" && locked.deliveryStatus === "pending";
    await tx.insert(payments).values({
      orderId: order.id,
      provider: link.provider,
      providerRef: link.id,
      amountPaise,
      status: waiting ? "created" : "cancelled",
      expiresAt,
      createdAt: at,
      updatedAt: at,
    });
    if (waiting) await tx.update(orders).set({ paymentMethod: "online", updatedAt: at }).where(eq(orders.id, order.id));
    return waiting ? null : locked;
  });
  if (movedOn) assertPayable(movedOn, now()); // paid or cancelled meanwhile: the 409 that says which
  return link;
}
