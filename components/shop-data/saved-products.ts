import { useSyncExternalStore } from "react";

/**
 * Which products the signed-in customer has in the wishlist, for the hearts on cards and the
 * product page. Tiny on purpose (no react-query): the hearts sit on every catalogue page, and
 * the wishlist itself is loaded by the lazily loaded part of this module (header-sync.ts),
 * which writes it here.
 */
let saved: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();
const empty: ReadonlySet<string> = new Set();

export function setSavedProducts(productIds: Iterable<string>): void {
  saved = new Set(productIds);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when `productId` is in the wishlist as last loaded; false on the server. */
export function useIsSaved(productId: string): boolean {
  return useSyncExternalStore(subscribe, () => saved.has(productId), () => empty.has(productId));
}
