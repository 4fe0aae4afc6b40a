import { useSyncExternalStore } from "react";

/**
 * The cart and wishlist counts the header shows. A tiny client store: it starts at 0 (the
 * shared layout reads no cookies) and the commerce work fills it from /api once the page is
 * in the browser, then nudges it on every add or remove (spec §4 "Counters").
 */
export type Counts = { cart: number; wishlist: number };

const zero: Counts = { cart: 0, wishlist: 0 };
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
  };
  if (updated.cart === counts.cart && updated.wishlist === counts.wishlist) return;
  counts = updated;
  emit();
}

/** Adds `delta` (may be negative) to one count; never goes below 0. */
export function changeCount(kind: keyof Counts, delta: number): void {
  setCounts({ [kind]: counts[kind] + delta });
}

/** Back to 0, e.g. on logout. */
export function resetCounts(): void {
  setCounts(zero);
}

/** The current counts; 0 on the server and during hydration. */
export function useCounts(): Counts {
  return useSyncExternalStore(subscribe, getCounts, () => zero);
}
