"use client";

import { mutationOptions, useQuery } from "@tanstack/react-query";
import { callApi, messageOf, segment } from "./api";
import { changeHeld, putBack, refresh, shopKeys, shopQueryClient } from "./query-client";
import type { CartDocument, CartLine, CouponQuote } from "./types";

/** The quantity calls' own fallbacks. */
const INC_FALLBACK = "Error incrementing quantity";
const DEC_FALLBACK = "Error decrementing quantity";

export const fetchCart = (customerId: string) => callApi<CartDocument>(`/home/product/get-card-product/${segment(customerId)}`);

export const cartQuery = (customerId: string) => ({ queryKey: shopKeys.cart(customerId), queryFn: () => fetchCart(customerId) });

/** The signed-in customer's cart as the server prices it; disabled while nobody is signed in. */
export function useCart(customerId: string | null | undefined) {
  return useQuery({ ...cartQuery(customerId ?? ""), enabled: Boolean(customerId) }, shopQueryClient);
}

/**
 * After any cart change the cart (and so the header count and preview) is asked
 * again, and with it a coupon's quote, kept under the cart's key (it depends on the cart).
 */
export function refreshCart(customerId: string): Promise<void> {
  return refresh(shopKeys.cart(customerId));
}

/** Every line of the cart, in stock or not. */
function allLines(cart: CartDocument): CartLine[] {
  return [...cart.card_products.flatMap((group) => group.products), ...cart.outOfStockProduct];
}

/** The in-stock item count (the header's badge, "N items") moved by `by`. */
function countedBy(cart: CartDocument, by: number): Pick<CartDocument, "card_product_count" | "buy_product_item"> {
  return { card_product_count: Math.max(0, cart.card_product_count + by), buy_product_item: Math.max(0, cart.buy_product_item + by) };
}

/**
 * A step of the quantity as the shopper will likely see it once the server agrees, or null when
 * the server is sure to refuse it (below 1, above the stock or the per-order limit): then the
 * number waits for the server's answer (a refusal toast) instead of jumping and coming back.
 */
export function steppedCart(cart: CartDocument, lineId: string, direction: "inc" | "dec"): CartDocument | null {
  const line = cart.card_products.flatMap((group) => group.products).find((held) => held._id === lineId);
  if (!line) return null;
  const quantity = line.quantity + (direction === "inc" ? 1 : -1);
  const ofProduct = allLines(cart)
    .filter((held) => held.productInfo._id === line.productInfo._id && !cart.outOfStockProduct.includes(held))
    .reduce((sum, held) => sum + held.quantity, 0);
  if (quantity < 1 || quantity > line.productInfo.stock || (direction === "inc" && ofProduct + 1 > cart.max_per_product)) return null;
  return {
    ...cart,
    ...countedBy(cart, quantity - line.quantity),
    card_products: cart.card_products.map((group) => ({
      ...group,
      products: group.products.map((held) => (held._id === lineId ? { ...held, quantity, limitedByStock: false } : held)),
    })),
  };
}

/** The cart without a line (its items off the count when it was in stock). */
export function withoutLine(cart: CartDocument, lineId: string): CartDocument {
  const inStock = cart.card_products.flatMap((group) => group.products).find((held) => held._id === lineId);
  return {
    ...cart,
    ...countedBy(cart, inStock ? -inStock.quantity : 0),
    card_products: cart.card_products
      .map((group) => ({ ...group, products: group.products.filter((held) => held._id !== lineId) }))
      .filter((group) => group.products.length > 0),
    outOfStockProduct: cart.outOfStockProduct.filter((held) => held._id !== lineId),
  };
}

export type CartChoice = { productId: string; size: string; color: string; quantity: number };

/** POST add-to-card; resolves to the server's message. */
export async function sendToCart(customerId: string, choice: CartChoice): Promise<string> {
  return messageOf(await callApi<unknown>("/home/product/add-to-card", { method: "POST", body: { userId: customerId, ...choice } }), "Added to your cart");
}

export const addToCartMutation = (customerId: string) =>
  mutationOptions({
    mutationKey: shopKeys.cartWrite(customerId, "add"),
    mutationFn: (choice: CartChoice) => sendToCart(customerId, choice),
    onSuccess: () => refreshCart(customerId),
  });

/** A quantity step, shown at once where the server will take it; a refusal puts the cart back. */
export const stepQuantityMutation = (customerId: string) =>
  mutationOptions({
    mutationKey: shopKeys.cartWrite(customerId, "step"),
    mutationFn: async ({ lineId, direction }: { lineId: string; direction: "inc" | "dec" }) =>
      messageOf(
        await callApi<unknown>(`/home/product/quantity-${direction}/${segment(lineId)}`, {
          method: "PUT",
          body: { cardId: lineId, userId: customerId },
          fallback: direction === "inc" ? INC_FALLBACK : DEC_FALLBACK,
        }),
        "Quantity updated",
      ),
    onMutate: ({ lineId, direction }) => changeHeld<CartDocument>(shopKeys.cart(customerId), (cart) => steppedCart(cart, lineId, direction) ?? cart),
    onError: (_error, _step, held) => putBack(held),
    onSettled: () => refreshCart(customerId),
  });

/** Delete a line: gone at once; a refusal brings it back. */
export const removeCartLineMutation = (customerId: string) =>
  mutationOptions({
    mutationKey: shopKeys.cartWrite(customerId, "remove"),
    mutationFn: async (lineId: string) =>
      messageOf(await callApi<unknown>(`/home/product/delete-card-product/${segment(lineId)}`, { method: "DELETE" }), "Removed from your cart"),
    onMutate: (lineId) => changeHeld<CartDocument>(shopKeys.cart(customerId), (cart) => withoutLine(cart, lineId)),
    onError: (_error, _lineId, held) => putBack(held),
    onSettled: () => refreshCart(customerId),
  });

/** Checks a code against the cart on the server; nothing is redeemed until the order is placed. */
export function applyCoupon(customerId: string, code: string): Promise<CouponQuote> {
  return callApi<CouponQuote>("/home/product/apply-coupon", { method: "POST", body: { userId: customerId, code } });
}

/** The coupon box's Apply: the server's quote for the code (the cart is not changed). */
export const applyCouponMutation = (customerId: string) =>
  mutationOptions({
    mutationKey: [...shopKeys.cart(customerId), "apply-coupon"],
    mutationFn: (code: string) => applyCoupon(customerId, code),
  });

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
