"use client";

import { useQuery } from "@tanstack/react-query";
import { callApi, messageOf, segment } from "./api";
import { reload, shopKeys, shopQueryClient } from "./query-client";
import type { WishlistDocument } from "./types";

export const fetchWishlist = (customerId: string) =>
  callApi<WishlistDocument>(`/home/product/get-wishlist-products/${segment(customerId)}`);

export const wishlistQuery = (customerId: string) => ({ queryKey: shopKeys.wishlist(customerId), queryFn: () => fetchWishlist(customerId) });

export function useWishlist(customerId: string | null | undefined) {
  return useQuery({ ...wishlistQuery(customerId ?? ""), enabled: Boolean(customerId) }, shopQueryClient);
}

function reloadWishlist(customerId: string) {
  return reload(wishlistQuery(customerId));
}

/** POST add-to-wishlist with the product id only (the server reads the rest from the product). */
export async function addToWishlist(customerId: string, productId: string): Promise<string> {
  const body = await callApi<unknown>("/home/product/add-to-wishlist", { method: "POST", body: { userId: customerId, productId } });
  await reloadWishlist(customerId);
  return messageOf(body, "Added to your wishlist");
}

/** Removes by the wishlist entry's id (found from the product id when a heart is untoggled). */
export async function removeFromWishlist(customerId: string, entryId: string): Promise<string> {
  const body = await callApi<unknown>(`/home/product/delete-wishlist-product/${segment(entryId)}`, { method: "DELETE" });
  await reloadWishlist(customerId);
  return messageOf(body, "Removed from your wishlist");
}

/** The entry holding `productId`, from the wishlist as last loaded (loading it first if needed). */
export async function wishlistEntryFor(customerId: string, productId: string): Promise<string | null> {
  const wishlist = await shopQueryClient.ensureQueryData(wishlistQuery(customerId));
  return wishlist.wishlists.find((entry) => entry.productId === productId)?._id ?? null;
}
