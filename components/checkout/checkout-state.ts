"use client";

import { useSyncExternalStore } from "react";
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

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
export function subscribeCheckout(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const FIELDS = ["name", "address", "phone", "post", "province", "city", "area"] as const;

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const part = document.cookie.split(";").map((piece) => piece.trim()).find((piece) => piece.startsWith(prefix));
  return part ? part.slice(prefix.length) : null;
}

let addressCache: { raw: string | null; value: ShippingInfo | null } = { raw: null, value: null };

/** The saved address, or null (none, or a cookie that is not one). */
export function readSavedAddress(): ShippingInfo | null {
  const raw = readCookie(ADDRESS_COOKIE);
  if (raw === addressCache.raw) return addressCache.value;
  let value: ShippingInfo | null = null;
  try {
    const parsed: unknown = raw ? JSON.parse(decodeURIComponent(raw)) : null;
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

export function saveAddress(address: ShippingInfo): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${ADDRESS_COOKIE}=${encodeURIComponent(JSON.stringify(address))}; Max-Age=${ADDRESS_DAYS * 86400}; Path=/; SameSite=Lax${secure}`;
  emit();
}

/** Change clears the cookie and the form. */
export function clearAddress(): void {
  document.cookie = `${ADDRESS_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  emit();
}

/** The saved address; null on the server and during hydration. */
export function useSavedAddress(): ShippingInfo | null {
  return useSyncExternalStore(subscribeCheckout, readSavedAddress, () => null);
}

export function readCouponCode(): string | null {
  try {
    return sessionStorage.getItem(COUPON_KEY);
  } catch {
    return null;
  }
}

export function saveCouponCode(code: string | null): void {
  try {
    if (code) sessionStorage.setItem(COUPON_KEY, code);
    else sessionStorage.removeItem(COUPON_KEY);
  } catch {
    // Storage refused (private mode): the coupon lasts as long as the page.
  }
  emit();
}

export function useCouponCode(): string | null {
  return useSyncExternalStore(subscribeCheckout, readCouponCode, () => null);
}

/**
 * The order Continue to Payment made in this tab and not yet paid or confirmed: a shopper who
 * steps back from the payment step (browser back, Return link) gets its lines back in the cart
 * (./step-back.ts). Only an id: the server decides what may be returned.
 */
export function rememberPendingOrder(orderId: string): void {
  try {
    sessionStorage.setItem(PENDING_ORDER_KEY, orderId);
  } catch {
    // Storage refused: stepping back then finds the order in My Orders instead.
  }
  emit();
}

export function readPendingOrder(): string | null {
  try {
    return sessionStorage.getItem(PENDING_ORDER_KEY);
  } catch {
    return null;
  }
}

export function forgetPendingOrder(): void {
  try {
    sessionStorage.removeItem(PENDING_ORDER_KEY);
  } catch {
    // Nothing was kept.
  }
  emit();
}
