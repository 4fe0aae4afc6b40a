"use client";

import { setCounts } from "@/components/layout/counts-store";
import { cartQuery } from "./cart";
import { shopQueryClient } from "./query-client";
import { setSavedProducts } from "./saved-products";
import type { CartDocument, WishlistDocument } from "./types";
import { wishlistQuery } from "./wishlist";

let watching = false;

/**
 * Keeps the header's badges and the hearts in step with the cart and wishlist the query client
 * holds (spec §4 "Counters": loading either replaces the counts with the server's values). Loaded
 * lazily by lazy.ts once a customer is known to be signed in; a guest's page never loads it.
 */
export function watchCustomer(customerId: string): void {
  if (!watching) {
    watching = true;
    shopQueryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "success") return;
      const key = event.query.queryKey as readonly unknown[];
      // Only the cart and the wishlist themselves (a coupon's quote lives under the cart's key).
      if (key.length !== 3) return;
      const kind = key[2];
      if (kind === "cart") setCounts({ cart: (event.query.state.data as CartDocument).card_product_count });
      if (kind === "wishlist") {
        const wishlist = event.query.state.data as WishlistDocument;
        setCounts({ wishlist: wishlist.wishlistCount });
        setSavedProducts(wishlist.wishlists.map((entry) => entry.productId));
      }
    });
  }
  // Fill the badges now; errors stay quiet (a badge is not worth a toast).
  void shopQueryClient.prefetchQuery(cartQuery(customerId));
  void shopQueryClient.prefetchQuery(wishlistQuery(customerId));
}
