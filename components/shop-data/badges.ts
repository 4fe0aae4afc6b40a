"use client";

import type { ChatFriendDocument } from "@/lib/chat/documents";
import { useCacheRead } from "./cache-view";
import { shopKeys } from "./keys";
import { useSignedInCustomer } from "./session";
import type { CartDocument, WishlistDocument } from "./types";

/**
 * The header's counts and the hearts, read from the query cache as the server last answered
 * (loading the cart or the wishlist gives the counts). 0 and not saved for
 * a guest, on the server and until the cache holds an answer; signing out forgets the cache.
 */
function whole(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The seller's messages the shopper has not read, over every conversation: the account icon's badge. */
export function unreadCount(friends: readonly ChatFriendDocument[]): number {
  return friends.reduce((sum, friend) => sum + (friend.unread > 0 ? friend.unread : 0), 0);
}

export function useCartCount(): number {
  const customerId = useSignedInCustomer()?.id;
  return useCacheRead((cache) => (customerId ? whole((cache.getQueryData(shopKeys.cart(customerId)) as CartDocument | undefined)?.card_product_count) : 0), 0);
}

export function useWishlistCount(): number {
  const customerId = useSignedInCustomer()?.id;
  return useCacheRead((cache) => (customerId ? whole((cache.getQueryData(shopKeys.wishlist(customerId)) as WishlistDocument | undefined)?.wishlistCount) : 0), 0);
}

export function useUnreadCount(): number {
  const customerId = useSignedInCustomer()?.id;
  return useCacheRead((cache) => {
    const friends = customerId ? (cache.getQueryData(shopKeys.chatFriends(customerId)) as ChatFriendDocument[] | undefined) : undefined;
    return friends ? whole(unreadCount(friends)) : 0;
  }, 0);
}

/** True when `productId` is in the wishlist as the cache holds it (a heart's tap shows at once). */
export function useIsSaved(productId: string): boolean {
  const customerId = useSignedInCustomer()?.id;
  return useCacheRead(
    (cache) => Boolean(customerId && (cache.getQueryData(shopKeys.wishlist(customerId)) as WishlistDocument | undefined)?.wishlists.some((entry) => entry.productId === productId)),
    false,
  );
}

/** True while a write with this key is on its way (a catalogue button's busy state). */
export function useWriting(mutationKey: readonly unknown[] | null): boolean {
  return useCacheRead((cache) => Boolean(mutationKey && cache.isMutating({ mutationKey }) > 0), false);
}
