"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { notify, VIEW_CART } from "@/components/ui/toast";
import { defaultQuickAddChoice } from "@/components/home/quick-add-choice";
import { refusalText as errorText } from "@/components/shop-data/api";
import { shopQueryClient } from "@/components/shop-data/query-client";
import type { WishlistEntry } from "@/components/shop-data/types";
import { fetchMoveChoices, moveToCartMutation, type MoveChoices } from "@/components/shop-data/wishlist";
import { MoveToCartDialog } from "./move-to-cart-dialog";

/**
 * A wishlist row's Move to cart. The product's sizes and colours are read fresh from the
 * catalogue: with one of each it goes straight into the cart; otherwise a chooser asks first.
 * The server adds it (price and stock are its own) and only then is the entry deleted; a
 * refusal (sold out, not that many left) shows the server's words and keeps the entry.
 */
export function MoveToCart({ customerId, entry }: { customerId: string; entry: WishlistEntry }) {
  const [reading, setReading] = useState(false);
  const [choosing, setChoosing] = useState<MoveChoices | null>(null);
  const moving = useMutation(moveToCartMutation(customerId), shopQueryClient);
  const busy = reading || moving.isPending;

  async function move(product: MoveChoices, choice: { color: string; size: string }): Promise<boolean> {
    try {
      notify("success", await moving.mutateAsync({ entryId: entry._id, choice: { productId: product.id, ...choice } }), VIEW_CART);
      return true;
    } catch (error) {
      notify("error", errorText(error));
      return false;
    }
  }

  async function start() {
    setReading(true);
    try {
      const product = await fetchMoveChoices(entry.slug);
      if (product.sizes.length > 1 || product.colors.length > 1) setChoosing(product);
      else await move(product, defaultQuickAddChoice(product));
    } catch (error) {
      notify("error", errorText(error));
    } finally {
      setReading(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void start()}
        disabled={busy}
        // The visible words first, then which product (a hidden text would be read with a stray space).
        aria-label={`Move to cart: ${entry.name}`}
        className="inline-flex min-h-11 items-center whitespace-nowrap rounded-full bg-brand-800 px-4 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-50"
      >
        Move to cart
      </button>
      {choosing ? <MoveToCartDialog product={choosing} pending={moving.isPending} onMove={(choice) => move(choosing, choice)} onClose={() => setChoosing(null)} /> : null}
    </>
  );
}
