import { requireCustomer } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { privateJson, route } from "@/lib/http";
import { ownOrder } from "@/lib/orders/ownership";
import { cashOnDeliveryFor } from "@/lib/payments/cash-on-delivery-limits";

type Context = { params: Promise<{ orderId: string }> };

/**
 * Whether cash on delivery takes one of the customer's own orders now: { available, reason (the
 * shop's words, null when available), limits: { maxOpenOrders, maxOrderValue } }, so the payment
 * page explains the limits before the shopper chooses. Reads only; confirming cash on delivery
 * checks again under a lock. 404 for any other id.
 */
export const GET = route(async (request: Request, { params }: Context) => {
  const customer = await requireCustomer(request);
  const db = await getDb();
  const order = await ownOrder(db, customer.id, (await params).orderId);
  return privateJson(await cashOnDeliveryFor(db, order));
});
