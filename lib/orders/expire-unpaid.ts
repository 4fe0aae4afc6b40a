import { and, asc, eq, gt, lt, notExists, sql } from "drizzle-orm";
import { now } from "@/lib/clock";
import { withTransaction } from "@/lib/db";
import { orders, payments } from "@/models";
import { cancelInTransaction } from "./cancel";
import { putLinesBackInCart } from "./return-to-cart";
import { PAY_WITHIN_MS } from "./status";
import { log } from "@/server/log/log.mjs";

/** Orders cancelled per transaction: row locks are held only for one batch. */
const BATCH = 50;

/** How often a running server looks for them. */
const EVERY_MS = 60 * 1000;

/**
 * Cancels orders nobody paid for within 30 minutes, giving their stock and coupon use back, so
 * an abandoned checkout does not hold the last T-shirt forever. The items stay the shopper's:
 * they go back into their cart, and the order, which held nothing, leaves My Orders
 * (lib/orders/return-to-cart.ts), as when they step back from paying themselves. An order whose payment link is
 * still open (a Pay Now late in the window gets a link the gateway keeps open 15 minutes at
 * least) waits for that link to end. Cash-on-delivery orders are never pending, and never
 * cancelled here.
 *
 * Safe when every server runs it at once: each batch locks its orders with SKIP LOCKED, so two
 * runs take different orders, and the cancellation itself is a conditional update, so an order
 * the shopper paid for or cancelled meanwhile is left alone. Returns how many it cancelled.
 * Running outside any request, it cannot revalidate product pages: a stock line it raised shows
 * once that page's cache life ends (lib/orders/stock-pages.ts).
 */
export async function cancelUnpaidOrders(): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const at = now();
    const batch = await withTransaction(async (tx) => {
      const openLink = tx
        .select({ one: sql`1` })
        .from(payments)
        .where(and(eq(payments.orderId, orders.id), eq(payments.status, "created"), gt(payments.expiresAt, at)));
      const stale = await tx
        .select({ id: orders.id, customerId: orders.customerId })
        .from(orders)
        .where(
          and(
            eq(orders.deliveryStatus, "pending"),
            eq(orders.paymentStatus, "unpaid"),
            sql`${orders.paymentMethod} is distinct from 'cod'`,
            lt(orders.createdAt, new Date(at.getTime() - PAY_WITHIN_MS)),
            notExists(openLink),
          ),
        )
        .orderBy(asc(orders.createdAt))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      let moved = 0;
      for (const { id, customerId } of stale) {
        if (!(await cancelInTransaction(tx, id, at, "unpaid"))) continue;
        await putLinesBackInCart(tx, customerId, id, at);
        moved++;
      }
      return { found: stale.length, moved };
    });
    cancelled += batch.moved;
    if (batch.found < BATCH) return cancelled;
  }
}

/** At start-up and then every minute; a failure is logged and tried again next minute. */
export function startUnpaidOrderExpiry(): () => void {
  const run = () =>
    cancelUnpaidOrders()
      .then((n) => {
        if (n > 0) log.info({ cancelled: n }, `Cancelled ${n} unpaid ${n === 1 ? "order" : "orders"} older than 30 minutes; stock returned.`);
      })
      .catch((error: unknown) => log.error({ err: error }, "Cancelling unpaid orders failed"));
  void run();
  const timer = setInterval(run, EVERY_MS).unref();
  return () => clearInterval(timer);
}
