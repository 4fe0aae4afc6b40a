import { HttpError } from "@/lib/http";
import { couponDiscount } from "@/lib/pricing";
import type { CouponTerms } from "./find";
import { couponMessages } from "./messages";

/**
 * Whether a coupon applies to a cart price for a customer who has redeemed it `redeemed` times,
 * and what it takes off. The one rule behind the check at the cart and the redemption at order
 * time: below the coupon's minimum price, a 400 (spec §5's words); used up, a 409.
 */
export function couponOffer(coupon: CouponTerms, cartPrice: number, redeemed: number): { couponDiscount: number } {
  if (cartPrice < coupon.minOrderAmount) throw new HttpError(400, couponMessages.belowMinimum);
  if (redeemed >= coupon.userLimit) throw new HttpError(409, couponMessages.usedUp(coupon.name, coupon.userLimit));
  return { couponDiscount: couponDiscount(cartPrice, coupon.discount) };
}
