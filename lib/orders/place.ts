import { and, eq, inArray } from "drizzle-orm";
import { getCart } from "@/lib/cart/read";
import { colourPicture } from "@/lib/catalog/colour-pictures";
import { now } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { redeemCoupon } from "@/lib/coupons/redeem";
import { shopSubtotals } from "@/lib/coupons/rules";
import { getDb, withTransaction } from "@/lib/db";
import { checkedDestination } from "@/lib/delivery/destination";
import { HttpError } from "@/lib/http";
import { priceAfterCoupon } from "@/lib/pricing";
import { cartLines, orderLines, orders } from "@/models";
import { orderMessages } from "./messages";
import { assertWithinPerProductLimit } from "./per-product-limit";
import { assertWithinUnpaidLimit, holdCustomersOrders } from "./unpaid-limit";
import type { PlaceOrderInput } from "./schemas";
import { recordStatus } from "./status";
import { takeStock, type StockMove } from "./stock";
import { revalidateStockShown } from "./stock-pages";

/** Thrown inside the transaction when a twin submit with the same key committed first. */
class SameSubmitPlacedFirst extends Error {}

async function orderByKey(customerId: string, key: string): Promise<string | undefined> {
  const db = await getDb();
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return order?.id;
}

/**
 * Turns the customer's cart into an order, all in one transaction: an address whose PIN code
 * India Post knows, in the state chosen (400 otherwise), with the day delivery is promised by
 * stored on the order (lib/delivery/), the in-stock lines as the
 * cart shows them (prices from the products as stored, lib/pricing.ts; a line holding more than
 * a lowered stock is charged and ordered at the stock, as the cart shows it), at most
 * MAX_PER_PRODUCT of one product (409 naming it), at most MAX_UNPAID_ORDERS orders of the
 * customer waiting for payment (409), stock taken with
 * conditional updates (409 naming a product that ran short; nothing is taken then), each line
 * copied as bought, the coupon redeemed under its limits, the order written pending and unpaid
 * with its first timeline entry, and the ordered lines removed from the cart (sold-out lines
 * stay). Returns `created: false` with the first order's id when the same Idempotency-Key was
 * used before, also when two submits race: the unique index lets one insert win, and the other
 * rolls back (stock, coupon and all) and answers with the winner's id.
 */
export async function placeOrder(
  customerId: string,
  input: PlaceOrderInput,
  idempotencyKey?: string,
): Promise<{ orderId: string; created: boolean }> {
  if (idempotencyKey) {
    const earlier = await orderByKey(customerId, idempotencyKey);
    if (earlier) return { orderId: earlier, created: false };
  }
  try {
    let moves: StockMove[] = [];
    const orderId = await withTransaction(async (tx) => {
      const at = now();
      await holdCustomersOrders(tx, customerId);
      const destination = await checkedDestination(tx, input.shippingInfo, at);
      const cart = await getCart(customerId, tx);
      const lines = cart.groups.flatMap((group) => group.lines);
      if (lines.length === 0) {
        const soldOut = cart.outOfStock.map((line) => line.product.name);
        throw new HttpError(409, soldOut.length > 0 ? orderMessages.soldOut([...new Set(soldOut)]) : orderMessages.emptyCart);
      }
      assertWithinPerProductLimit(lines, getConfig().maxPerProduct);
      await assertWithinUnpaidLimit(tx, customerId, getConfig().maxUnpaidOrders);
      moves = await takeStock(
        tx,
        lines.map((line) => ({ productId: line.product.id, name: line.product.name, quantity: line.quantity })),
      );

      const [order] = await tx
        .insert(orders)
        .values({
          customerId,
          price: cart.price,
          shippingFee: cart.shippingFee,
          items: cart.itemCount,
          shippingInfo: input.shippingInfo,
          promisedBy: destination.deliverBy,
          idempotencyKey: idempotencyKey ?? null,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: [orders.customerId, orders.idempotencyKey] })
        .returning({ id: orders.id });
      if (!order) throw new SameSubmitPlacedFirst();

      await tx.insert(orderLines).values(
        lines.map((line) => ({
          orderId: order.id,
          productId: line.product.id,
          sellerId: line.product.sellerId,
          name: line.product.name,
          brand: line.product.brand,
          // The picture of the colour bought, as the cart line showed it.
          image: colourPicture(line.product, line.color),
          size: line.size,
          color: line.color,
          quantity: line.quantity,
          price: line.product.price,
          discount: line.product.discount,
        })),
      );
      if (input.couponCode) {
        const coupon = await redeemCoupon(tx, { customerId, code: input.couponCode, shops: shopSubtotals(cart.groups), orderId: order.id }).catch(
          (error: unknown) => {
            // An unknown code is the coupon check's 404; here it is a field of the order sent wrong.
            if (error instanceof HttpError && error.status === 404) throw new HttpError(400, `couponCode: ${error.message}`);
            throw error;
          },
        );
        await tx
          .update(orders)
          .set({ price: priceAfterCoupon(cart.price, coupon.couponDiscount), couponDiscount: coupon.couponDiscount })
          .where(eq(orders.id, order.id));
      }
      await recordStatus(tx, order.id, "pending", at);
      await tx.delete(cartLines).where(
        and(
          eq(cartLines.customerId, customerId),
          inArray(
            cartLines.id,
            lines.map((line) => line.id),
          ),
        ),
      );
      return order.id;
    });
    revalidateStockShown(moves);
    return { orderId, created: true };
  } catch (error) {
    // A twin submit with this key won the race (first, or while this one waited on its stock
    // or its cart): answer with its order, whatever made this one fail.
    if (idempotencyKey) {
      const twin = await orderByKey(customerId, idempotencyKey);
      if (twin) return { orderId: twin, created: false };
    }
    if (error instanceof SameSubmitPlacedFirst) throw new Error("An order with this Idempotency-Key vanished while being placed.");
    throw error;
  }
}
