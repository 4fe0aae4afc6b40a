"use client";

import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { notify } from "@/components/ui/toast";
import { saveCouponCode } from "@/components/checkout/checkout-state";
import { returnToCartMutation } from "@/components/shop-data/orders";
import { shopQueryClient } from "@/components/shop-data/query-client";

/**
 * Back to cart, on an order still waiting for payment: its items go back into the cart (its
 * stock and coupon use released), the order leaves My Orders, and the shopper lands on the cart
 * to change it or check out again. A payment still open at the gateway is refused in the
 * server's words.
 */
export function ReturnToCartButton({ customerId, orderId, className, label }: { customerId: string; orderId: string; className: string; label?: string }) {
  const router = useRouter();
  const returning = useMutation(returnToCartMutation(customerId), shopQueryClient);
  // Busy until the cart page takes over (a success leaves this page).
  const busy = returning.isPending || returning.isSuccess;

  async function returnToCart() {
    try {
      const back = await returning.mutateAsync(orderId);
      if (back.couponCode) saveCouponCode(back.couponCode);
      notify("success", back.message);
      router.push("/cart");
    } catch (error) {
      notify("error", error instanceof Error ? error.message : "The order could not go back to your cart.");
    }
  }

  return (
    <button type="button" onClick={() => void returnToCart()} disabled={busy} aria-busy={busy || undefined} className={`${className} disabled:opacity-60`} data-testid="return-to-cart">
      {label ?? "Back to cart"}
    </button>
  );
}
