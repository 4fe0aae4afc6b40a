"use client";

import { useEffect } from "react";
import { notify } from "@/components/ui/toast";
import { saveCouponCode, useCouponCode } from "@/components/checkout/checkout-state";
import { refusalText } from "@/components/shop-data/api";
import { useCouponQuote } from "@/components/shop-data/cart";
import type { CartDocument } from "@/components/shop-data/types";
import { coverageAfterCode } from "./coupon-coverage";

/**
 * The coupon the shopper applied, as the server prices it against the cart now, and the
 * summary figures with it. A code the cart no longer meets (a line removed, say) is dropped,
 * with the server's reason as a toast. Used by the cart and the checkout's summary alike.
 */
export function useAppliedCoupon(customerId: string, cart: CartDocument) {
  const code = useCouponCode();
  const quote = useCouponQuote(customerId, code);

  useEffect(() => {
    if (quote.error && code) {
      notify("error", refusalText(quote.error));
      saveCouponCode(null);
    }
  }, [quote.error, code]);

  const applied = code && quote.data ? quote.data : null;
  return {
    appliedCode: applied ? applied.coupon.name : null,
    coupon: applied ? { ...applied.coupon, amount: applied.couponDiscount } : null,
    /** Which lines it covered, said after the code ("applied to 2 items from TeeRang Originals: −₹82"). */
    coverage: applied ? coverageAfterCode(applied.appliesTo, applied.couponDiscount) : null,
    total: applied ? applied.total : cart.price + cart.shipping_fee,
  };
}
