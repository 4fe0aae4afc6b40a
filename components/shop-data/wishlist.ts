"use client";

import { useQuery } from "@tanstack/react-query";
import { callApi, messageOf, segment } from "./api";
import { addToCart } from "./cart";
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
export async function moveToCart(customerId: string, entryId: string, choice: { productId: string; size: string; color: string }): Promise<string> {
  const message = await addToCart(customerId, { ...choice, quantity: 1 });
  await removeFromWishlist(customerId, entryId);
  return message;
}
