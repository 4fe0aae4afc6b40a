import { z } from "zod";
import { required, userIdField } from "@/lib/customer-input";
import { storableString } from "@/lib/text/storable";
import { shippingInfoSchema } from "./shipping-info";

/**
 * POST /home/order/palce-order. The contract's payload also carries price, products,
 * shipping_fee and items: they are accepted and never read (zod drops them), because the order
 * is made from the customer's cart and the products as stored, priced by lib/pricing.ts.
 * `couponCode` is the shop's own addition: the code the shopper applied at the cart.
 * Browser-safe, so the checkout form checks the same rules.
 */
export const placeOrderInput = z.object({
  userId: userIdField,
  shippingInfo: shippingInfoSchema,
  couponCode: storableString({ error: "must be text" })
    .trim()
    .max(50, "must be at most 50 characters")
    .optional()
    .transform((code) => (code ? code : undefined)),
});

export type PlaceOrderInput = z.infer<typeof placeOrderInput>;

/**
 * The Idempotency-Key header: any 1 to 255 visible ASCII characters (a UUID the checkout makes
 * once per submit is the usual choice). Absent: every submit is a new order.
 */
export const idempotencyKeyHeader = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, "Idempotency-Key must be 1 to 255 visible ASCII characters")
  .optional();

export const PAYMENT_TYPES = ["COD", "ONLINEPAY"] as const;

/**
 * POST /api/order/create-payment: { price, type, orderId, userInfo }. The amount is the order's
 * own and the payer the session's, so price and userInfo are accepted and never read.
 */
export const createPaymentInput = z.object({
  type: z.enum(PAYMENT_TYPES, required("COD or ONLINEPAY")),
  orderId: z.string(required("the order's id")).max(100, "must be the order's id"),
});
