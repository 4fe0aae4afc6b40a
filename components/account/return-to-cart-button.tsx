"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { notify } from "@/components/ui/toast";
import { saveCouponCode } from "@/components/checkout/checkout-state";
import { returnOrderToCart } from "@/components/shop-data/orders";

/**
 * Back to cart, on an order still waiting for payment: its items go back into the cart (its
 * stock and coupon use released), the order leaves My Orders, and the shopper lands on the cart
 * to change it or check out again. A payment still open at the gateway is refused in the
 * server's words.
 */
export function ReturnToCartButton({ customerId, orderId, className, label }: { customerId: string; orderId: string; className: string; label?: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function returnToCart() {
    setBusy(true);
    try {
      const back = await returnOrderToCart(customerId, orderId);
      if (back.couponCode) saveCouponCode(back.couponCode);
      notify("success", back.message);
      router.push("/cart");
    } catch (error) {
      notify("error", error instanceof Error ? error.message : "The order could not go back to your cart.");
      setBusy(false);
    }
  }

  return (
    <button type="button" onClick={() => void returnToCart()} disabled={busy} aria-busy={busy || undefined} className={`${className} disabled:opacity-60`} data-testid="return-to-cart">
      {label ?? "Back to cart"}
    </button>
  );
}
