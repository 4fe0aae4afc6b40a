"use client";

import { useState } from "react";
import { useSignInGate } from "@/components/auth/sign-in-gate";
import { addToCartButton } from "./button-styles";

/**
 * ADD TO CART on a gift card. Adding needs a signed-in customer, so the button goes
 * through the sign-in gate. Gifts have no product page and the cart holds products only
 * (add-to-card takes a productId), so a signed-in customer is told gift orders are not
 * open yet instead of a silent no-op.
 */
export function GiftAddToCart({ name }: { name: string }) {
  const gate = useSignInGate();
  const [told, setTold] = useState(false);
  return (
    <>
      <button type="button" className={addToCartButton} data-testid="add-to-cart" onClick={() => gate(() => setTold(true))}>
        Add to cart<span className="sr-only">: {name}</span>
      </button>
      <p role="status" className={told ? "pt-1 text-xs text-muted" : "sr-only"}>
        {told ? "Gift orders open soon." : ""}
      </p>
    </>
  );
}
