"use client";

import { mutationOptions, useQuery } from "@tanstack/react-query";
import { callApi, messageOf, segment } from "./api";
import { refreshCart, sendToCart } from "./cart";
import { changeHeld, putBack, refresh, shopKeys, shopQueryClient } from "./query-client";
import type { WishlistDocument, WishlistEntry } from "./types";

export const fetchWishlist = (customerId: string) =>
  callApi<WishlistDocument>(`/home/product/get-wishlist-products/${segment(customerId)}`);

export const wishlistQuery = (customerId: string) => ({ queryKey: shopKeys.wishlist(customerId), queryFn: () => fetchWishlist(customerId) });

export function useWishlist(customerId: string | null | undefined) {
  return useQuery({ ...wishlistQuery(customerId ?? ""), enabled: Boolean(customerId) }, shopQueryClient);
}

function refreshWishlist(customerId: string): Promise<void> {
  return refresh(shopKeys.wishlist(customerId));
}

/** An optimistic change of the wishlist held: the hearts and the count show it at once. */
const changeHeldWishlist = (customerId: string, change: (wishlist: WishlistDocument) => WishlistDocument) =>
  changeHeld<WishlistDocument>(shopKeys.wishlist(customerId), change);

/** A stand-in entry for a heart just tapped, until the server's wishlist replaces it. */
function pendingEntry(customerId: string, productId: string): WishlistEntry {
  return { _id: `pending-${productId}`, userId: customerId, productId, name: "", price: 0, image: null, discount: 0, rating: 0, slug: "" };
}

/**
 * A heart's tap: removes the product's entry if the wishlist holds it, else adds it (POST
 * add-to-wishlist with the product id only; the server reads the rest from the product). The
 * heart and the count change at once; a refusal puts them back.
 */
export const toggleWishlistMutation = (customerId: string, productId: string) =>
  mutationOptions({
    mutationKey: shopKeys.wishlistWrite(customerId, productId),
    mutationFn: async (entryId: string | null) => {
      if (entryId) return removeEntry(entryId);
      const body = await callApi<unknown>("/home/product/add-to-wishlist", { method: "POST", body: { userId: customerId, productId } });
      return messageOf(body, "Added to your wishlist");
    },
    onMutate: (entryId) =>
      changeHeldWishlist(customerId, (wishlist) =>
        entryId
          ? { wishlists: wishlist.wishlists.filter((entry) => entry._id !== entryId), wishlistCount: Math.max(0, wishlist.wishlistCount - 1) }
          : { wishlists: [...wishlist.wishlists, pendingEntry(customerId, productId)], wishlistCount: wishlist.wishlistCount + 1 },
      ),
    onError: (_error, _entryId, held) => putBack(held),
    onSettled: () => refreshWishlist(customerId),
  });

async function removeEntry(entryId: string): Promise<string> {
  const body = await callApi<unknown>(`/home/product/delete-wishlist-product/${segment(entryId)}`, { method: "DELETE" });
  return messageOf(body, "Removed from your wishlist");
}

/** The wishlist page's Remove, by the entry's id: gone at once, back on a refusal. */
export const removeFromWishlistMutation = (customerId: string) =>
  mutationOptions({
    mutationKey: [...shopKeys.wishlist(customerId), "remove"],
    mutationFn: removeEntry,
    onMutate: (entryId: string) =>
      changeHeldWishlist(customerId, (wishlist) => ({
        wishlists: wishlist.wishlists.filter((entry) => entry._id !== entryId),
        wishlistCount: Math.max(0, wishlist.wishlistCount - 1),
      })),
    onError: (_error, _entryId, held) => putBack(held),
    onSettled: () => refreshWishlist(customerId),
  });

/** The entry holding `productId`, from the wishlist as last loaded (loading it first if needed). */
export async function wishlistEntryFor(customerId: string, productId: string): Promise<string | null> {
  const wishlist = await shopQueryClient.ensureQueryData(wishlistQuery(customerId));
  const id = wishlist.wishlists.find((entry) => entry.productId === productId)?._id ?? null;
  return id?.startsWith("pending-") ? null : id;
}

/** What Move to cart needs of a saved product: its sizes and colours, as the catalogue has them now. */
export type MoveChoices = { id: string; name: string; sizes: string[]; colors: string[]; colorImages: Record<string, string[]>; image: string | null };

export async function fetchMoveChoices(slug: string): Promise<MoveChoices> {
  const body = await callApi<{ product: { _id: string; name: string; size: string[]; color: string[]; colorImages: Record<string, string[]>; images: string[] } }>(
    `/home/get-product/${segment(slug)}`,
  );
  const { product } = body;
  return { id: product._id, name: product.name, sizes: product.size, colors: product.color, colorImages: product.colorImages, image: product.images[0] ?? null };
}

/**
 * Move to cart: the add-to-card call first (the server prices it and checks the stock); only
 * once the cart took it is the wishlist entry deleted, so a refusal keeps the entry.
 * Resolves to the cart's message.
 */
export const moveToCartMutation = (customerId: string) =>
  mutationOptions({
    mutationKey: [...shopKeys.wishlist(customerId), "move-to-cart"],
    mutationFn: async ({ entryId, choice }: { entryId: string; choice: { productId: string; size: string; color: string } }) => {
      const message = await sendToCart(customerId, { ...choice, quantity: 1 });
      await removeEntry(entryId);
      return message;
    },
    onSettled: () => Promise.all([refreshCart(customerId), refreshWishlist(customerId)]),
  });
