import { and, eq } from "drizzle-orm";
import type { SessionCustomer } from "@/lib/auth/session";
import { isUuid } from "@/lib/catalog/params";
import type { Database, Transaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { orders, type Order } from "@/models";
import { orderMessages } from "./messages";

/**
 * A customer id in a path or body must be the session's own: the contract names the account in
 * the address, but the session decides whose orders a call reaches, so another account's id (or
 * anything that is not an id) is a 403, never a quiet switch to the caller's own. Left out
 * (undefined), there is nothing to check.
 */
export function assertOwnCustomerId(customer: SessionCustomer, customerId: string | undefined): void {
  if (customerId === undefined) return;
  if (customerId.trim().toLowerCase() !== customer.id.toLowerCase()) throw new HttpError(403, orderMessages.notYourAccount);
}

/**
 * The customer's own order by id, else a 404: another customer's order and an id that is not
 * a UUID answer alike, so an order's existence is never revealed to anyone else. `forUpdate`
 * locks the row for the rest of the transaction (payment and cancellation decide on its status).
 */
export async function ownOrder(
  db: Database | Transaction,
  customerId: string,
  orderId: string,
  options: { forUpdate?: boolean } = {},
): Promise<Order> {
  if (!isUuid(orderId.trim())) throw new HttpError(404, orderMessages.notFound);
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId.trim().toLowerCase()), eq(orders.customerId, customerId)))
    .limit(1);
  const [order] = options.forUpdate ? await query.for("update") : await query;
  if (!order) throw new HttpError(404, orderMessages.notFound);
  return order;
}
