import { z } from "zod";
import { id, whole } from "./common";

/** Paying for an order. The redirects (sandbox-pay, payment-callback) answer 303 with no body. */

/** GET /api/order/cash-on-delivery/{orderId}: whether cash on delivery takes the order now, and why not. */
export const cashOnDeliveryAnswer = z.strictObject({
  available: z.boolean(),
  reason: z.string().nullable(),
  limits: z.strictObject({ maxOpenOrders: whole, maxOrderValue: whole, fee: whole }),
});
export type CashOnDeliveryAnswer = z.infer<typeof cashOnDeliveryAnswer>;

/** POST /api/order/create-payment with type COD: a list of one confirmation, as the contract has it. */
export const cashOnDeliveryConfirmedAnswer = z.tuple([z.strictObject({ message: z.string(), orderId: id })]);
export type CashOnDeliveryConfirmedAnswer = z.infer<typeof cashOnDeliveryConfirmedAnswer>;
/** POST /api/order/create-payment online: where to send the shopper to pay. */
export const paymentLinkAnswer = z.strictObject({
  data: z.strictObject({ data: z.strictObject({ instrumentResponse: z.strictObject({ redirectInfo: z.strictObject({ url: z.string() }) }) }) }),
});
export type PaymentLinkAnswer = z.infer<typeof paymentLinkAnswer>;
export const createPaymentAnswer = z.union([cashOnDeliveryConfirmedAnswer, paymentLinkAnswer]);
export type CreatePaymentAnswer = z.infer<typeof createPaymentAnswer>;

/** POST /api/webhooks/razorpay: `duplicate` delivered before; `applied` it changed a payment or order. */
export const webhookAnswer = z.strictObject({ received: z.literal(true), event: z.string(), duplicate: z.boolean(), applied: z.boolean() });
export type WebhookAnswer = z.infer<typeof webhookAnswer>;
