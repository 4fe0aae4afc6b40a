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

/** A coupon's terms as read with couponTermsColumns (what shoppers see, the cart and orders check). */
export type CouponTerms = {
  id: string;
  /** The code a shopper types. */
  name: string;
  /** Whole rupees: the cart must cost at least this (the contract's `price`). */
  minOrderAmount: number;
  /** Percent off the cart's price. */
  discount: number;
  /** How many times one customer may use it. */
  userLimit: number;
  /**
   * The shop whose products it discounts; null: every shop's. A seller's coupon is their shop's;
   * an admin's, and the demo catalogue's seeded coupons (which have no shop), cover every shop.
   */
  sellerId: string | null;
  shopName: string | null;
};
