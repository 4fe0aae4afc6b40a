"use client";

import { QueryObserver } from "@tanstack/react-query";
import { ApiError } from "./api";
import { attachCache } from "./cache-view";
import { cartQuery } from "./cart";
import { friendsQuery } from "./chat";
import { shopQueryClient } from "./query-client";
import { wishlistQuery } from "./wishlist";

/**
 * How often an open page asks for the chat list while the shopper is elsewhere than the
 * Messages tab (which has the live stream): a seller's reply shows on the account icon within
 * this, or at once on the next page load or return to the tab.
 */
const UNREAD_CHECK_MS = 60_000;

let watched: { customerId: string; stop: () => void } | null = null;

/**
 * The header's badges and the hearts watch the signed-in customer's cart, wishlist and chat
 * list: this keeps those three queries observed (so any write's invalidation reads them again,
 * even on a page that shows none of them) and lets the badges read the cache (./cache-view.ts).
 * Loaded lazily by ./lazy.ts once a customer is known to be signed in; a guest's page never loads it.
 */
export function watchCustomer(customerId: string): void {
  attachCache(shopQueryClient);
  if (watched?.customerId === customerId) return;
  watched?.stop();
  const observers = [
    new QueryObserver(shopQueryClient, cartQuery(customerId)),
    new QueryObserver(shopQueryClient, wishlistQuery(customerId)),
    new QueryObserver(shopQueryClient, {
      ...friendsQuery(customerId),
      // Asked again on every return to the tab; checked only while the page is seen.
      staleTime: 0,
      // Signed out (here or in another tab): stop asking.
      refetchInterval: (query) => (query.state.error instanceof ApiError && query.state.error.status === 401 ? false : UNREAD_CHECK_MS),
    }),
  ];
  // Errors stay quiet: a badge is not worth a toast.
  const stops = observers.map((observer) => observer.subscribe(() => {}));
  watched = { customerId, stop: () => stops.forEach((stop) => stop()) };
}

/** Signing out (or in as someone else) forgets every customer's data held in the page. */
export function forgetShopData(): void {
  watched?.stop();
  watched = null;
  shopQueryClient.clear();
}
