import "server-only";
import { getConfig } from "@/lib/config";

/** Where the payment page sends the shopper back (GET, with the payment's signed fields). */
export const PAYMENT_CALLBACK_PATH = "/api/order/payment-callback";

export function paymentCallbackUrl(): string {
  return `${getConfig().publicBaseUrl}${PAYMENT_CALLBACK_PATH}`;
}


/** The page a browser is sent to when its payment return could not be believed. */
export const PAYMENT_NOT_CONFIRMED_PATH = "/payment/not-confirmed";
