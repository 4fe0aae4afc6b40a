import { z } from "zod";
import { required, userIdField } from "@/lib/customer-input";
import { storableString } from "@/lib/text/storable";

/**
 * POST /home/product/apply-coupon: { code } (and the contract's optional userId). The code is
 * matched without regard to case; the cart's price is the server's own, so none is taken.
 * Browser-safe: the cart's coupon box uses it too.
 */
export const applyCouponInput = z.object({
  userId: userIdField,
  code: storableString(required("text")).trim().min(1, "is required").max(50, "must be at most 50 characters"),
});

export type ApplyCouponInput = z.infer<typeof applyCouponInput>;

/** The most a coupon's minimum order may be: far above any cart the shop sees. */
export const MAX_COUPON_MIN_ORDER = 10_000_000;

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number(required(`a whole number from ${min} to ${max}`))
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`)
    .describe(what);

/**
 * POST /add-coupon (staff): the contract's { name, price, discount, userlimit }. The code is 3
 * to 20 letters or digits (what a shopper can type without doubt); `price` the least order in
 * whole rupees; `discount` 1 to 90 percent; `userlimit` how often one customer may use it.
 * Numbers are JSON numbers: text is refused rather than converted.
 */
export const addCouponInput = z.object({
  name: storableString(required("text"))
    .trim()
    .regex(/^[A-Za-z0-9]{3,20}$/, "must be 3 to 20 letters or digits"),
  price: wholeNumber("minimum order", 0, MAX_COUPON_MIN_ORDER),
  discount: wholeNumber("percent off", 1, 90),
  userlimit: wholeNumber("uses per customer", 1, 1_000_000),
});

export type AddCouponInput = z.infer<typeof addCouponInput>;
