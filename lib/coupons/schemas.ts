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
