"use client";

import { useState } from "react";
import { notify } from "@/components/ui/toast";
import { useSignInGate } from "@/components/auth/sign-in-gate";
import { ApiError, FALLBACK_ERROR } from "./api";
import { loadShopData } from "./lazy";
import { useIsSaved } from "./saved-products";

const failure = (error: unknown) => (error instanceof ApiError ? error.message : FALLBACK_ERROR);

/**
 * A wishlist heart (cards and the product page): saved or not as the server's wishlist says,
 * and a toggle that adds or removes through the sign-in gate (a visitor signs in first and the
 * product is then saved without a second tap). Spec §8: the server's message as a toast.
 */
export function useWishlistHeart(productId: string) {
  const saved = useIsSaved(productId);
  const gate = useSignInGate();
  const [busy, setBusy] = useState(false);

  const toggle = () =>
    gate(async (customer) => {
      setBusy(true);
      try {
        const shopData = await loadShopData();
        const entryId = await shopData.wishlistEntryFor(customer.id, productId);
        const message = entryId
          ? await shopData.removeFromWishlist(customer.id, entryId)
          : await shopData.addToWishlist(customer.id, productId);
        notify("success", message);
      } catch (error) {
        notify("error", failure(error));
      } finally {
        setBusy(false);
      }
    });

  return { saved, busy, toggle };
}
