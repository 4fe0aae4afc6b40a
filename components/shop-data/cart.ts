"use client";

import { useQuery } from "@tanstack/react-query";
import { callApi, messageOf, segment } from "./api";
import { reload, shopKeys, shopQueryClient } from "./query-client";
import type { CartDocument, CouponQuote } from "./types";

/** The quantity calls' own fallbacks. */
const INC_FALLBACK = "Error incrementing quantity";
const DEC_FALLBACK = "Error decrementing quantity";

export const fetchCart = (customerId: string) => callApi<CartDocument>(`/home/product/get-card-product/${segment(customerId)}`);

export const cartQuery = (customerId: string) => ({ queryKey: shopKeys.cart(customerId), queryFn: () => fetchCart(customerId) });

/** The signed-in customer's cart as the server prices it; disabled while nobody is signed in. */
export function useCart(customerId: string | null | undefined) {
  return useQuery({ ...cartQuery(customerId ?? ""), enabled: Boolean(customerId) }, shopQueryClient);
}

/** After any cart change the cart (and so the header count and preview) is reloaded. */
async function reloadCart(customerId: string) {
  await reload(cartQuery(customerId));
  // A coupon's quote depends on the cart: ask again.
  await shopQueryClient.invalidateQueries({ queryKey: [...shopKeys.cart(customerId), "coupon"] });
}

export type CartChoice = { productId: string; size: string; color: string; quantity: number };

/** POST add-to-card; resolves to the server's message. */
export async function addToCart(customerId: string, choice: CartChoice): Promise<string> {
  const body = await callApi<unknown>("/home/product/add-to-card", { method: "POST", body: { userId: customerId, ...choice } });
  await reloadCart(customerId);
  return messageOf(body, "Added to your cart");
}

export async function removeCartLine(customerId: string, lineId: string): Promise<string> {
  const body = await callApi<unknown>(`/home/product/delete-card-product/${segment(lineId)}`, { method: "DELETE" });
  await reloadCart(customerId);
  return messageOf(body, "Removed from your cart");
}

export async function changeQuantity(customerId: string, lineId: string, direction: "inc" | "dec"): Promise<string> {
  const body = await callApi<unknown>(`/home/product/quantity-${direction}/${segment(lineId)}`, {
    method: "PUT",
    body: { cardId: lineId, userId: customerId },
    fallback: direction === "inc" ? INC_FALLBACK : DEC_FALLBACK,
  });
  await reloadCart(customerId);
  return messageOf(body, "Quantity updated");
}

/** Checks a code against the cart on the server; nothing is redeemed until the order is placed. */
export function applyCoupon(customerId: string, code: string): Promise<CouponQuote> {
  return callApi<CouponQuote>("/home/product/apply-coupon", { method: "POST", body: { userId: customerId, code } });
}

/**
 * The cart's total with a coupon, as the server computes it. Kept under the cart's key, so
 * every cart change asks again (a coupon's minimum may no longer be met).
 */
export function useCouponQuote(customerId: string | null | undefined, code: string | null) {
  return useQuery(
    {
      queryKey: [...shopKeys.cart(customerId ?? ""), "coupon", code ?? ""],
      queryFn: () => applyCoupon(customerId ?? "", code ?? ""),
      enabled: Boolean(customerId && code),
      retry: false,
    },
    shopQueryClient,
  );
}
