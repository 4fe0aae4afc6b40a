import { getConfig } from "@/lib/config";

/** Where the payment page sends the shopper back (GET, with the payment's signed fields). */
export const PAYMENT_CALLBACK_PATH = "/api/order/payment-callback";

export function paymentCallbackUrl(): string {
  return `${getConfig().publicBaseUrl}${PAYMENT_CALLBACK_PATH}`;
}

/** The order page the shopper lands on after paying (or failing to). */
export function orderPagePath(orderId: string): string {
  return `/dashboard/order/details/${orderId}`;
}
