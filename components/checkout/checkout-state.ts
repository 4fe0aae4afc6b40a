"use client";

import { parse, serialize } from "cookie";
import { browserStore, readStorage, writeStorage } from "@/components/ui/browser-store";
import type { ShippingInfo } from "@/components/shop-data/types";

/**
 * What the shopper chose on the way to paying, kept in the browser between the steps:
 * - the delivery address, in the `shippingAddress` cookie for 7 days
 * (lib/policies.ts), so a returning shopper finds it filled in;
 * - the coupon code applied at the cart, for this tab only (sessionStorage): the server checks
 *   it again when the order is placed, so a stale code is refused there, never trusted.
 * Nothing here is a price: every amount on the way is asked of the server.
 */
const ADDRESS_COOKIE = "shippingAddress";
const ADDRESS_DAYS = 7;
const COUPON_KEY = "teerang.coupon";
const PENDING_ORDER_KEY = "teerang.pendingOrder";

const FIELDS = ["name", "address", "phone", "post", "province", "city", "area"] as const;


let addressCache: { raw: string | null; value: ShippingInfo | null } = { raw: null, value: null };

/** The saved address, or null (none, or a cookie that is not one). */
export function readSavedAddress(): ShippingInfo | null {
  const raw = parse(document.cookie)[ADDRESS_COOKIE] ?? null;
  if (raw === addressCache.raw) return addressCache.value;
  let value: ShippingInfo | null = null;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === "object" && FIELDS.every((field) => typeof (parsed as Record<string, unknown>)[field] === "string")) {
      const record = parsed as Record<string, string>;
      value = Object.fromEntries(FIELDS.map((field) => [field, record[field]])) as ShippingInfo;
    }
  } catch {
    value = null;
  }
  addressCache = { raw, value };
  return value;
}

const address = browserStore(readSavedAddress, null);

export function saveAddress(value: ShippingInfo): void {
  document.cookie = serialize(ADDRESS_COOKIE, JSON.stringify(value), {
    maxAge: ADDRESS_DAYS * 86400,
    path: "/",
    sameSite: "lax",
    secure: window.location.protocol === "https:",
  });
  address.changed();
}

/** Change clears the cookie and the form. */
export function clearAddress(): void {
  document.cookie = serialize(ADDRESS_COOKIE, "", { maxAge: 0, path: "/", sameSite: "lax" });
  address.changed();
}

/** The saved address; null on the server and during hydration. */
export function useSavedAddress(): ShippingInfo | null {
  return address.useValue();
}

export function readCouponCode(): string | null {
  return readStorage("session", COUPON_KEY);
}

const coupon = browserStore(readCouponCode, null);

export function saveCouponCode(code: string | null): void {
  // Storage refused (private mode): the coupon lasts as long as the page.
  writeStorage("session", COUPON_KEY, code || null);
  coupon.changed();
}

export function useCouponCode(): string | null {
  return coupon.useValue();
}

/**
 * The order Continue to Payment made in this tab and not yet paid or confirmed: a shopper who
 * steps back from the payment step (browser back, Return link) gets its lines back in the cart
 * (./step-back.ts). Only an id: the server decides what may be returned.
 */
export function rememberPendingOrder(orderId: string): void {
  // Storage refused: stepping back then finds the order in My Orders instead.
  writeStorage("session", PENDING_ORDER_KEY, orderId);
  pendingOrder.changed();
}

export function readPendingOrder(): string | null {
  return readStorage("session", PENDING_ORDER_KEY);
}

const pendingOrder = browserStore(readPendingOrder, null);

export function forgetPendingOrder(): void {
  writeStorage("session", PENDING_ORDER_KEY, null);
  pendingOrder.changed();
}

/** The order waiting to be paid in this tab; null on the server and during hydration. */
export function usePendingOrder(): string | null {
  return pendingOrder.useValue();
}
