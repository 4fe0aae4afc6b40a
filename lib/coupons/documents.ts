import type { CouponDocument } from "@/lib/api-answers/content";
import type { CouponTerms } from "./columns";

/**
 * A coupon as the API sends it (GET /get-coupon, the staff calls): `price` is the least order
 * amount, `userlimit` lower-case (the contract's fields); `shopId` / `shopName` name the shop it
 * is for, both null for every shop.
 */
export function toCouponDocument(coupon: CouponTerms): CouponDocument {
  return {
    _id: coupon.id,
    name: coupon.name,
    price: coupon.minOrderAmount,
    discount: coupon.discount,
    userlimit: coupon.userLimit,
    shopId: coupon.sellerId,
    shopName: coupon.shopName,
  };
}
