import { coupons } from "@/models";

/** A coupon's terms as every reader selects them (the offer tiles, the cart check, the order). */
export const couponTermsColumns = {
  id: coupons.id,
  name: coupons.name,
  minOrderAmount: coupons.minOrderAmount,
  discount: coupons.discount,
  userLimit: coupons.userLimit,
};
