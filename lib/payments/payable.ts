import "server-only";
import { HttpError } from "@/lib/http";
import { orderMessages } from "@/lib/orders/messages";
import { payBy } from "@/lib/orders/status";
import type { Order } from "@/models";

/**
 * Only an order waiting for payment may be paid for (cash on delivery or online): pending,
 * unpaid, and still inside its 30 minutes. A paid, placed or cancelled one is a 409, and so is
 * one whose time ran out (the expiry job is about to cancel it and give its stock back).
 */
export function assertPayable(order: Order, at: Date): void {
  if (order.paymentStatus !== "unpaid") throw new HttpError(409, orderMessages.alreadyPaid);
  if (order.deliveryStatus !== "pending") throw new HttpError(409, orderMessages.notPayable(order.deliveryStatus));
  if (at.getTime() > payBy(order.createdAt).getTime()) throw new HttpError(409, orderMessages.payWindowOver);
}
