import { browserStore, readStorage, writeStorage } from "@/components/ui/browser-store";
import { callApi } from "@/components/shop-data/api";
import type { DeliveryAnswer } from "@/components/shop-data/types";

/**
 * The shopper's delivery PIN code, remembered in this browser (localStorage) from one product
 * page to the next and into the checkout's address form. Only the PIN: nothing about who asked.
 */
const PIN_KEY = "teerang.deliveryPin";

export const PIN_PATTERN = /^[1-9]\d{5}$/;
export const PIN_HINT = "Enter a 6-digit PIN code that does not start with 0.";

export const deliveryPin = browserStore<string | null>(() => {
  const pin = readStorage("local", PIN_KEY);
  return pin && PIN_PATTERN.test(pin) ? pin : null;
}, null, PIN_KEY);

export function rememberDeliveryPin(pin: string): void {
  if (writeStorage("local", PIN_KEY, pin)) deliveryPin.changed();
}

/** GET /api/delivery?pin=: the promise for this PIN, or an ApiError in the shop's words (unknown PIN: 404). */
export function checkDelivery(pin: string): Promise<DeliveryAnswer> {
  return callApi<DeliveryAnswer>(`/delivery?pin=${encodeURIComponent(pin)}`, { fallback: "Could not check this PIN code. Please try again." });
}

/** "Delivered by Tue, 2 Dec · Cash on delivery available", as the product page and the checkout say it. */
export function promiseLine(answer: DeliveryAnswer): string {
  return `Delivered by ${answer.deliverByText} · ${answer.cashOnDelivery.available ? "Cash on delivery available" : "Cash on delivery not available"}`;
}
