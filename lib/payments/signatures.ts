import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The two signatures Razorpay puts on what it sends us, and the sandbox gateway copies: both are
 * HMAC-SHA256 in hex, compared in constant time so a forger learns nothing from how long a
 * refusal took.
 */

/** What the payment provider appends to our callback URL after a Payment Link is paid. */
export type PaymentLinkReturn = {
  paymentLinkId: string;
  /** Our order id, sent as the link's reference_id. */
  referenceId: string;
  status: string;
  paymentId: string;
};

function hmacHex(secret: string, payload: string | Buffer): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(given.toLowerCase(), "hex"));
}

/**
 * The callback's signature: HMAC of `payment_link_id|payment_link_reference_id|payment_link_status|razorpay_payment_id`
 * with the key secret.
 */
export function paymentLinkSignature(back: PaymentLinkReturn, keySecret: string): string {
  return hmacHex(keySecret, `${back.paymentLinkId}|${back.referenceId}|${back.status}|${back.paymentId}`);
}

export function isPaymentLinkSignatureValid(back: PaymentLinkReturn, signature: string, keySecret: string): boolean {
  return sameHex(paymentLinkSignature(back, keySecret), signature);
}

/** A webhook's X-Razorpay-Signature: HMAC of the raw body (the bytes as sent, never re-serialised). */
export function webhookSignature(rawBody: string | Buffer, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}

export function isWebhookSignatureValid(rawBody: string | Buffer, signature: string, webhookSecret: string): boolean {
  return sameHex(webhookSignature(rawBody, webhookSecret), signature);
}
