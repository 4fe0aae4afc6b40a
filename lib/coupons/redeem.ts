import { sql } from "drizzle-orm";
import type { Transaction } from "@/lib/db";
import { couponRedemptions } from "@/models";
import { couponByCode, timesRedeemed } from "./find";
import type { ShopSubtotal } from "@/lib/pricing";
import { couponOffer } from "./rules";

export type CouponRedemption = { couponId: string; name: string; discount: number; couponDiscount: number };

/**
 * Redeems a coupon for an order being placed, inside the order's own transaction: call it after
 * the order row exists and with the cart's lines by shop as the order priced them (a coupon
 * covers its own shop's lines only, lib/coupons/rules.ts), and store the returned
 * couponDiscount on the order. Throws the same 404 / 400 / 409 as the check at the cart. When the
 * order's transaction rolls back, the redemption goes with it.
 *
 * Limits hold exactly when one customer places several orders at once: the coupon row is read
 * FOR SHARE (its terms cannot change or vanish until the order commits), then a transaction-level
 * advisory lock on (coupon, customer) queues that customer's concurrent redemptions of it, and
 * only then are their redemptions counted, so the second order counts the first one's row. Other
 * customers never wait for it. The count must see rows committed after the transaction began, so
 * the order's transaction must run at READ COMMITTED (PostgreSQL's default).
 */
export async function redeemCoupon(
  tx: Transaction,
  redemption: { customerId: string; code: string; shops: readonly ShopSubtotal[]; orderId: string },
): Promise<CouponRedemption> {
  const { customerId, code, shops, orderId } = redemption;
  const coupon = await couponByCode(tx, code, "share");
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`coupon-redemption:${coupon.id}:${customerId}`}, 0))`);
  const { couponDiscount } = couponOffer(coupon, shops, await timesRedeemed(tx, coupon.id, customerId));
  await tx.insert(couponRedemptions).values({ couponId: coupon.id, customerId, orderId });
  return { couponId: coupon.id, name: coupon.name, discount: coupon.discount, couponDiscount };
}
