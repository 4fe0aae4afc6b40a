import { z } from "zod";
import { id, whole } from "./common";
import { couponDocument } from "./content";

/** The lines a coupon covered: its shop's (shopId null: every shop's), how many items, their price. */
export const couponCoverage = z.strictObject({ shopId: id.nullable(), shopName: z.string().nullable(), items: whole, price: whole });
export type CouponCoverage = z.infer<typeof couponCoverage>;

/** POST /api/home/product/apply-coupon: what the cart would cost with the coupon. */
export const couponQuoteAnswer = z.strictObject({
  coupon: z.strictObject({ name: z.string(), discount: whole }),
  price: whole,
  couponDiscount: whole,
  appliesTo: couponCoverage,
  shipping_fee: whole,
  total: whole,
});
export type CouponQuoteAnswer = z.infer<typeof couponQuoteAnswer>;

/** POST /api/add-coupon */
export const couponAddedAnswer = z.strictObject({ message: z.string(), coupon: couponDocument });
export type CouponAddedAnswer = z.infer<typeof couponAddedAnswer>;
