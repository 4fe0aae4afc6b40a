import { and, count, eq, sql } from "drizzle-orm";
import type { Transaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { orders } from "@/models";
import { orderMessages } from "./messages";

/**
 * An order waiting for payment holds its stock until it is paid, taken back into the cart or
 * expires (30 minutes), so one account placing order after order could hold a product's whole
 * stock from everyone. A customer may have at most `max` (MAX_UNPAID_ORDERS) such orders at once:
 * the next is a 409 saying how to go on. Inside the order's transaction, after
 * holdCustomersOrders, so two orders placed at the same moment cannot both pass the count.
 */
export async function assertWithinUnpaidLimit(tx: Transaction, customerId: string, max: number): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.deliveryStatus, "pending")));
  if ((row?.n ?? 0) >= max) throw new HttpError(409, orderMessages.tooManyUnpaid(max));
}

/**
 * Queues one customer's order placements: a transaction-level advisory lock taken before the cart
 * is read, so a second submit at the same moment (another tab, a double tap with a new key) reads
 * the cart as the first left it (empty) instead of ordering the same lines again, and counts the
 * first's order. Other customers never wait. Released when the transaction ends.
 */
export async function holdCustomersOrders(tx: Transaction, customerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`orders:${customerId}`}, 0))`);
}
