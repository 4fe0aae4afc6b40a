import { coupons, sellers } from "@/models";

/**
 * A coupon's terms as every reader selects them (the offer tiles, the cart check, the order),
 * with the shop it belongs to: `sellerId` null is a coupon for every shop (an admin's, and the
 * demo catalogue's seeded ones). Read with a left join of sellers on coupons.seller_id.
 */
export const couponTermsColumns = {
  id: coupons.id,
  name: coupons.name,
  minOrderAmount: coupons.minOrderAmount,
  discount: coupons.discount,
  userLimit: coupons.userLimit,
  sellerId: coupons.sellerId,
  shopName: sellers.shopName,
};
