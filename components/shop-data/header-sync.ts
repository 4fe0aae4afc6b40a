"use client";

import { setCounts } from "@/components/layout/counts-store";
import { cartQuery } from "./cart";
import { friendsQuery, unreadCount, type ChatFriendDocument } from "./chat";
import { shopQueryClient } from "./query-client";
import { setSavedProducts } from "./saved-products";
import type { CartDocument, WishlistDocument } from "./types";
import { wishlistQuery } from "./wishlist";

let watching = false;

/**
 * How often an open page asks for the chat list while the shopper is elsewhere than the
 * Messages tab (which has the live stream): a seller's reply shows on the account icon within
 * this, or at once on the next page load or return to the tab.
 */
const UNREAD_CHECK_MS = 60_000;

/**
 * Keeps the header's badges and the hearts in step with the cart and wishlist the query client
 * holds (loading either replaces the counts with the server's values). Loaded
 * lazily by lazy.ts once a customer is known to be signed in; a guest's page never loads it.
 */
export function watchCustomer(customerId: string): void {
  if (!watching) {
    watching = true;
    shopQueryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "success") return;
      const key = event.query.queryKey as readonly unknown[];
      if (key.length === 4 && key[2] === "chat" && key[3] === "friends") {
        setCounts({ messages: unreadCount(event.query.state.data as ChatFriendDocument[]) });
        return;
      }
      // Only the cart and the wishlist themselves (a coupon's quote lives under the cart's key).
      if (key.length !== 3) return;
      const kind = key[2];
      if (kind === "cart") setCounts({ cart: (event.query.state.data as CartDocument).card_product_count });
      if (kind === "wishlist") {
        const wishlist = event.query.state.data as WishlistDocument;
        setCounts({ wishlist: wishlist.wishlistCount });
        setSavedProducts(wishlist.wishlists.map((entry) => entry.productId));
      }
    });
  }
  // Fill the badges now; errors stay quiet (a badge is not worth a toast).
  void shopQueryClient.prefetchQuery(cartQuery(customerId));
  void shopQueryClient.prefetchQuery(wishlistQuery(customerId));
  watchUnread(customerId);
}

let unreadTimer: ReturnType<typeof setInterval> | undefined;
let unreadOf: string | null = null;
let listening = false;

function checkUnread() {
  const customerId = unreadOf;
  if (!customerId || document.visibilityState !== "visible") return;
  shopQueryClient.fetchQuery({ ...friendsQuery(customerId), staleTime: 0 }).catch((error: unknown) => {
    // Signed out (here or in another tab): stop asking.
    if (error instanceof Error && "status" in error && error.status === 401) stopUnread();
  });
}

function stopUnread() {
  clearInterval(unreadTimer);
  unreadTimer = undefined;
  unreadOf = null;
}

/** Asks for the chat list now, every UNREAD_CHECK_MS while the page is seen, and on coming back to it. */
function watchUnread(customerId: string): void {
  if (!listening) document.addEventListener("visibilitychange", checkUnread);
  listening = true;
  unreadOf = customerId;
  checkUnread();
  clearInterval(unreadTimer);
  unreadTimer = setInterval(checkUnread, UNREAD_CHECK_MS);
}
