"use client";

import { useEffect } from "react";
import { notify } from "@/components/ui/toast";
import { ApiError, callApi, segment } from "@/components/shop-data/api";
import { returnToCartMutation } from "@/components/shop-data/orders";
import { runMutation } from "@/components/shop-data/query-client";
import type { OrderDocument } from "@/components/shop-data/types";
import { forgetPendingOrder, readPendingOrder, saveCouponCode, usePendingOrder } from "./checkout-state";

// One attempt per order, however many steps of the page ask at once.
const inFlight = new Map<string, Promise<void>>();

async function stepBack(customerId: string, orderId: string): Promise<void> {
  try {
    const { order } = await callApi<{ order: OrderDocument }>(`/home/customer/gat-order/${segment(orderId)}`);
    // Paid, confirmed for cash on delivery or cancelled meanwhile: nothing to take back.
    if (order.delivery_status !== "pending" || order.payment_status !== "unpaid") return;
    const back = await runMutation(returnToCartMutation(customerId), orderId);
    if (back.couponCode) saveCouponCode(back.couponCode);
  } catch (error) {
    // A 404 is an order of another account (signed in as someone else): not ours to tell about.
    if (error instanceof ApiError && error.status !== 404) notify("error", error.message);
  } finally {
    forgetPendingOrder();
  }
}

/**
 * The shopper came back (browser back, a link) from the payment step to the cart, information
 * or shipping step without paying: the order Continue to Payment made in this tab goes back
 * into their cart, so they find the same items (and coupon) they left with. Checked once when
 * the step opens, never when Continue to Payment remembers a new order on its way out. Returns
 * true while there may be such an order to bring back, so the step can wait before saying the
 * cart is empty.
 */
export function useStepBackFromPayment(customerId: string | null | undefined): boolean {
  const pending = usePendingOrder();
  useEffect(() => {
    const orderId = readPendingOrder();
    if (!customerId || !orderId) return;
    if (!inFlight.has(orderId)) inFlight.set(orderId, stepBack(customerId, orderId).finally(() => inFlight.delete(orderId)));
    // Only on opening the step (and signing in): see above.
  }, [customerId]);
  return Boolean(customerId && pending);
}
