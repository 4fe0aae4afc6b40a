import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { MAX_LINE_QUANTITY } from "@/lib/cart/limits";
import { now } from "@/lib/clock";
import { withTransaction, type Transaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { couponRedemptions, coupons, orderLines, orders, payments } from "@/models";
import { cancelInTransaction } from "./cancel";
import { orderMessages } from "./messages";
import { ownOrder } from "./ownership";
import { revalidateStockShown } from "./stock-pages";
import type { StockMove } from "./stock";

export type ReturnedToCart = {
  /** False when an earlier call already returned it (nothing changed this time). */
  returned: boolean;
  /** How many lines came back into the cart (a product deleted since has nowhere to go). */
  lines: number;
  /** The coupon the order had used, so the checkout can offer it again; null without one. */
  couponCode: string | null;
};

/**
 * Marks a just-cancelled pending order returned (My Orders leaves it out) and puts its lines
 * back into its customer's cart, in the caller's transaction. A line already in the cart (added
 * again meanwhile) grows, up to the cart's ceiling; the cart itself shows and charges at most
 * the stock, as for any line. A product deleted since has nowhere to go. Returns how many lines
 * came back.
 */
export async function putLinesBackInCart(tx: Transaction, customerId: string, orderId: string, at: Date): Promise<number> {
  await tx.update(orders).set({ returnedToCartAt: at, updatedAt: at }).where(eq(orders.id, orderId));
  const lines = await tx
    .select({ productId: orderLines.productId, size: orderLines.size, color: orderLines.color, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  let back = 0;
  for (const line of lines) {
    if (!line.productId) continue;
    await tx.execute(
      sql`insert into cart_lines as line (customer_id, product_id, size, color, quantity, created_at, updated_at)
          select ${customerId}::uuid, p.id, ${line.size}::text, ${line.color}::text,
                 least(${line.quantity}::integer, ${MAX_LINE_QUANTITY}::integer), ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
          from products p where p.id = ${line.productId}::uuid
          on conflict (customer_id, product_id, size, color) do update
            set quantity = least(line.quantity + excluded.quantity, ${MAX_LINE_QUANTITY}::integer), updated_at = excluded.updated_at`,
    );
    back++;
  }
  return back;
}

/**
 * The shopper steps back from paying (the payment step's Return link, the browser's back
 * button, My Orders' Back to cart): their own pending, unpaid order goes back into their cart,
 * line for line, and stops holding anything: its stock goes back on sale, its coupon use is
 * given back, and it is cancelled and marked returned, so My Orders no longer lists it and the
 * next Continue to Payment makes a fresh order. The order row is kept, not deleted: a payment
 * arriving for it later still finds its order and is marked refund-due, as for any cancelled
 * order (lib/payments/settle.ts).
 *
 * An order with a payment link still open at the gateway stays as it is (409): money may still
 * arrive on that link. The expiry job cancels it once the link has ended.
 *
 * Race-safe: the order row is locked first, as payment (recordLinkPaid, startOnlinePayment) and
 * cancellation lock it, and the cancellation is a conditional update from pending. Idempotent:
 * a second call finds the order already returned and changes nothing.
 */
export async function returnOrderToCart(customerId: string, orderId: string): Promise<ReturnedToCart> {
  let moves: StockMove[] = [];
  const result = await withTransaction(async (tx): Promise<ReturnedToCart> => {
    const at = now();
    const order = await ownOrder(tx, customerId, orderId, { forUpdate: true });
    if (order.returnedToCartAt) return { returned: false, lines: 0, couponCode: null };
    if (order.paymentStatus !== "unpaid") throw new HttpError(409, orderMessages.alreadyPaid);
    if (order.deliveryStatus !== "pending") throw new HttpError(409, orderMessages.notReturnable(order.deliveryStatus));

    const [open] = await tx
      .select({ expiresAt: payments.expiresAt })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "created"), or(isNull(payments.expiresAt), gt(payments.expiresAt, at))))
      .limit(1);
    if (open) throw new HttpError(409, orderMessages.paymentStillOpen(open.expiresAt));

    const [coupon] = await tx
      .select({ code: coupons.name })
      .from(couponRedemptions)
      .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .where(eq(couponRedemptions.orderId, order.id))
      .limit(1);
    const returned = await cancelInTransaction(tx, order.id, at, "returned", ["pending"]);
    if (!returned) throw new HttpError(409, orderMessages.notReturnable("cancelled"));
    moves = returned;
    const back = await putLinesBackInCart(tx, customerId, order.id, at);
    return { returned: true, lines: back, couponCode: coupon?.code ?? null };
  });
  revalidateStockShown(moves);
  return result;
}
