import { HttpError } from "@/lib/http";
import { couponBase, couponDiscount, shortOf, type ShopSubtotal } from "@/lib/pricing";
import type { CouponTerms } from "./columns";
import { couponMessages } from "./messages";

/** The lines a coupon covered: its shop (null: every shop), how many items, and what they cost. */
export type CouponCoverage = { shopId: string | null; shopName: string | null; items: number; price: number };

/** A cart's in-stock lines by shop, as the coupon rule reads them. */
export function shopSubtotals(groups: readonly { sellerId: string; price: number; lines: readonly { quantity: number }[] }[]): ShopSubtotal[] {
  return groups.map((group) => ({
    sellerId: group.sellerId,
    price: group.price,
    items: group.lines.reduce((sum, line) => sum + line.quantity, 0),
  }));
}

/**
 * Whether a coupon applies to a cart (its in-stock lines by shop) for a customer who has
 * redeemed it `redeemed` times, and what it takes off. The one rule behind the check at the cart
 * and the redemption at order time. A coupon belongs to its shop: it covers only that shop's
 * lines (every shop's when it has none), its minimum is checked against those lines' displayed
 * total, and its percent is taken of them alone. No covered line, or below the minimum: a 400 in
 * the shop's words; used up: a 409.
 */
export function couponOffer(
  coupon: CouponTerms,
  shops: readonly ShopSubtotal[],
  redeemed: number,
): { couponDiscount: number; appliesTo: CouponCoverage } {
  const base = couponBase(shops, coupon.sellerId);
  const shopName = coupon.sellerId ? (coupon.shopName ?? "another shop") : null;
  if (shopName && base.items === 0) throw new HttpError(400, couponMessages.notForThisCart(coupon.name, shopName));
  const short = shortOf(base.price, coupon.minOrderAmount);
  if (short > 0) throw new HttpError(400, couponMessages.belowMinimum(coupon.name, short, shopName));
  if (redeemed >= coupon.userLimit) throw new HttpError(409, couponMessages.usedUp(coupon.name, coupon.userLimit));
  return {
    couponDiscount: couponDiscount(base.price, coupon.discount),
    appliesTo: { shopId: coupon.sellerId, shopName, items: base.items, price: base.price },
  };
}
