"use client";

import { mutationOptions, useQuery } from "@tanstack/react-query";
import { ApiError, callApi, messageOf, segment } from "./api";
import { refresh, shopKeys, shopQueryClient } from "./query-client";
import type { OrderDetailDocument, OrderDocument, OrderFilter, ShippingInfo } from "./types";

/** Order fetch failures say the server's text, or this. */
export const ORDER_FETCH_FALLBACK = "An unexpected error occurred.";
/** A failed payment call. */
export const PAYMENT_FALLBACK = "An error occurred while processing your payment.";

export function useOrders(customerId: string | null | undefined, filter: OrderFilter) {
  return useQuery(
    {
      queryKey: shopKeys.orders(customerId ?? "", filter),
      queryFn: () =>
        callApi<{ orders: OrderDocument[] }>(`/home/customer/gat-orders/${segment(customerId ?? "")}/${filter}`, {
          fallback: ORDER_FETCH_FALLBACK,
        }).then((body) => body.orders),
      enabled: Boolean(customerId),
    },
    shopQueryClient,
  );
}

export function useOrder(customerId: string | null | undefined, orderId: string) {
  return useQuery(
    {
      queryKey: shopKeys.order(customerId ?? "", orderId),
      queryFn: () =>
        callApi<{ order: OrderDetailDocument }>(`/home/customer/gat-order/${segment(orderId)}`, { fallback: ORDER_FETCH_FALLBACK }).then(
          (body) => body.order,
        ),
      enabled: Boolean(customerId),
    },
    shopQueryClient,
  );
}

/** Reloads the customer's orders (lists and pages) and the cart after an order changes. */
export function reloadOrders(customerId: string) {
  return Promise.all([
    refresh(shopKeys.ordersOf(customerId)),
    refresh(shopKeys.ordersPages(customerId)),
    // Placing or cancelling an order changes the cart or the stock the cart shows (the cart
    // only: a coupon's quote is asked again when the cart page shows it).
    refresh(shopKeys.cart(customerId), { exact: true }),
  ]);
}

/**
 * POST palce-order: the cart's in-stock lines become a pending order priced by the server.
 * `attemptKey` is one per checkout attempt (a double click or a retry reaches the same order).
 */
export async function placeOrder(
  customerId: string,
  shippingInfo: ShippingInfo,
  couponCode: string | null,
  attemptKey: string,
): Promise<string> {
  const body = await callApi<{ orderId?: unknown }>("/home/order/palce-order", {
    method: "POST",
    body: { userId: customerId, shippingInfo, ...(couponCode ? { couponCode } : {}) },
    idempotencyKey: attemptKey,
  });
  if (typeof body.orderId !== "string") throw new ApiError(500, "The order could not be placed. Please try again.");
  return body.orderId;
}

export type PaymentStart = { kind: "placed" } | { kind: "redirect"; url: string };

type OnlineAnswer = { data?: { data?: { instrumentResponse?: { redirectInfo?: { url?: unknown } } } } };

/**
 * POST create-payment. An array answer means cash on delivery was accepted; otherwise
 * the browser goes to the provider's page named in the instrument response.
 */
export async function createPayment(orderId: string, type: "COD" | "ONLINEPAY"): Promise<PaymentStart> {
  const body = await callApi<unknown>("/order/create-payment", { method: "POST", body: { orderId, type }, fallback: PAYMENT_FALLBACK });
  // The orders are not reloaded here: the payment page is still showing this order's choice
  // and its 'Order Placed' dialog; it reloads them when the shopper moves on.
  if (Array.isArray(body)) return { kind: "placed" };
  const url = (body as OnlineAnswer).data?.data?.instrumentResponse?.redirectInfo?.url;
  if (typeof url !== "string") throw new ApiError(502, PAYMENT_FALLBACK);
  return { kind: "redirect", url };
}

export type ReturnedToCart = { message: string; returned: boolean; couponCode: string | null };

/**
 * POST return-to-cart: the shopper steps back from paying; the pending order's lines go back
 * into the cart (its stock and coupon use released). The cart and orders are asked again.
 */
export async function returnOrderToCart(customerId: string, orderId: string): Promise<ReturnedToCart> {
  const body = await callApi<Partial<ReturnedToCart>>(`/order/return-to-cart/${segment(orderId)}`, { method: "POST" });
  await reloadOrders(customerId);
  return {
    message: messageOf(body, "Your items are back in your cart."),
    returned: body.returned === true,
    couponCode: typeof body.couponCode === "string" ? body.couponCode : null,
  };
}

export async function cancelOrder(customerId: string, orderId: string): Promise<string> {
  const body = await callApi<unknown>(`/home/customer/cancel-order/${segment(orderId)}`, { method: "PUT" });
  await reloadOrders(customerId);
  return messageOf(body, "Your order was cancelled");
}

/** My Orders' Cancel: the server's message once the orders (and the cart) are read again. */
export const cancelOrderMutation = (customerId: string) =>
  mutationOptions({ mutationKey: [...shopKeys.ordersOf(customerId), "cancel"], mutationFn: (orderId: string) => cancelOrder(customerId, orderId) });

/** Back from paying (My Orders' button, the payment page's Return, the browser's back). */
export const returnToCartMutation = (customerId: string) =>
  mutationOptions({ mutationKey: [...shopKeys.ordersOf(customerId), "return-to-cart"], mutationFn: (orderId: string) => returnOrderToCart(customerId, orderId) });

/**
 * The Shipping step's Continue to Payment (one attempt key per attempt: a double click reaches
 * one order). `onPlaced` hears of the order before the cart is read again: the steps show an
 * empty cart as "on the way to paying" only once they know of the order.
 */
export const placeOrderMutation = (customerId: string, onPlaced: (orderId: string) => void) =>
  mutationOptions({
    mutationKey: [...shopKeys.ordersOf(customerId), "place"],
    mutationFn: ({ shippingInfo, couponCode, attemptKey }: { shippingInfo: ShippingInfo; couponCode: string | null; attemptKey: string }) =>
      placeOrder(customerId, shippingInfo, couponCode, attemptKey),
    onSuccess: async (orderId) => {
      onPlaced(orderId);
      await reloadOrders(customerId);
    },
  });
