import { getCart } from "@/lib/cart/read";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { amountToPay } from "@/lib/pricing";
import { couponByCode, timesRedeemed } from "./find";
import { couponMessages } from "./messages";
import { couponOffer, shopSubtotals, type CouponCoverage } from "./rules";

export type CouponQuote = {
  coupon: { name: string; discount: number };
  /** The cart's price (displayed prices x quantities of the in-stock lines). */
  price: number;
  /** Rupees the coupon takes off: floor(covered lines' price x discount / 100). */
  couponDiscount: number;
  /** The lines it covered: its shop's (every shop's for an admin's coupon). */
  appliesTo: CouponCoverage;
  shippingFee: number;
  /** What the shopper would pay: price - couponDiscount + shippingFee. */
  total: number;
};

/**
 * The coupon box at the cart (once checked in the browser only): the code against the
 * customer's cart as the server computes it. Reads only; the coupon is redeemed when an order is
 * placed (./redeem.ts), where the limits are held under a lock.
 */
export async function checkCouponAtCart(customerId: string, code: string): Promise<CouponQuote> {
  const db = await getDb();
  const coupon = await couponByCode(db, code);
  const cart = await getCart(customerId, db);
  if (cart.itemCount === 0) throw new HttpError(400, couponMessages.emptyCart);
  const { couponDiscount, appliesTo } = couponOffer(coupon, shopSubtotals(cart.groups), await timesRedeemed(db, coupon.id, customerId));
  return {
    coupon: { name: coupon.name, discount: coupon.discount },
    price: cart.price,
    couponDiscount,
    appliesTo,
    shippingFee: cart.shippingFee,
    total: amountToPay({ price: cart.price, couponDiscount, shippingFee: cart.shippingFee }),
  };
}
