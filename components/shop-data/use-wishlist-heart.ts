"use client";

import { useState } from "react";
import { useSignInGate, useSignedInCustomer } from "@/components/auth/sign-in-gate";
import { notify } from "@/components/ui/toast";
import { refusalText } from "./api";
import { useIsSaved, useWriting } from "./badges";
import { shopKeys } from "./keys";
import { loadShopData } from "./lazy";

/**
 * A wishlist heart (cards and the product page): saved or not as the wishlist in the query
 * cache says, and a toggle that adds or removes through the sign-in gate (a visitor signs in
 * first and the product is then saved without a second tap). The heart changes at once; a
 * refusal puts it back with the server's message as a toast. React-query loads only
 * with the first tap or a signed-in shopper (./lazy.ts).
 */
export function useWishlistHeart(productId: string) {
  const saved = useIsSaved(productId);
  const customerId = useSignedInCustomer()?.id;
  // Busy while this product's write is on its way (every heart of it), and from the tap until
  // that write starts (the data module may still be loading): a double tap is one toggle.
  const writing = useWriting(customerId ? shopKeys.wishlistWrite(customerId, productId) : null);
  const [starting, setStarting] = useState(false);
  const gate = useSignInGate();

  const toggle = () =>
    gate(async (customer) => {
      setStarting(true);
      try {
        const shopData = await loadShopData();
        const entryId = await shopData.wishlistEntryFor(customer.id, productId);
        notify("success", await shopData.runMutation(shopData.toggleWishlistMutation(customer.id, productId), entryId));
      } catch (error) {
        notify("error", refusalText(error));
      } finally {
        setStarting(false);
      }
    });

  return { saved, busy: starting || writing, toggle };
}
