import { useSyncExternalStore } from "react";

/**
 * The cart and wishlist counts the header shows, and the sellers' unread messages (the account
 * icon's badge). A tiny client store: it starts at 0 (the
 * shared layout reads no cookies); components/shop-data/header-sync.ts writes the server's
 * counts into it whenever the cart or wishlist is loaded, which every add or remove does.
 */
export type Counts = { cart: number; wishlist: number; messages: number };

const zero: Counts = { cart: 0, wishlist: 0, messages: 0 };
let counts: Counts = zero;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function clamp(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getCounts(): Counts {
  return counts;
}

/** Replaces one or both counts (e.g. with the server's values after loading the cart). */
export function setCounts(next: Partial<Counts>): void {
  const updated = {
    cart: next.cart === undefined ? counts.cart : clamp(next.cart),
    wishlist: next.wishlist === undefined ? counts.wishlist : clamp(next.wishlist),
    messages: next.messages === undefined ? counts.messages : clamp(next.messages),
  };
  if (updated.cart === counts.cart && updated.wishlist === counts.wishlist && updated.messages === counts.messages) return;
  counts = updated;
  emit();
}

/** Back to 0, e.g. on logout. */
export function resetCounts(): void {
  setCounts(zero);
}

/** The current counts; 0 on the server and during hydration. */
export function useCounts(): Counts {
  return useSyncExternalStore(subscribe, getCounts, () => zero);
}
