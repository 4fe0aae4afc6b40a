"use client";

import { useWishlistHeart } from "@/components/shop-data/use-wishlist-heart";
import { HeartIcon } from "@/components/ui/icons";

/**
 * The wishlist heart of a product card: filled when the product is in the signed-in customer's
 * wishlist; a tap adds or removes it (the header count follows).
 *
 * `revealOnHover`: on devices that hover the heart appears with the card's hover or keyboard
 * focus (category page); touch screens always show it, and a saved heart always shows.
 */
export function WishlistButton({ productId, name, revealOnHover = false }: { productId: string; name: string; revealOnHover?: boolean }) {
  const { saved, busy, toggle } = useWishlistHeart(productId);

  const reveal =
    revealOnHover && !saved
      ? "[@media(hover:hover)]:opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 focus-visible:opacity-100"
      : "";

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={saved}
      aria-label={`Save ${name} to wishlist`}
      data-testid="wishlist-button"
      className={`grid size-11 place-items-center rounded-full transition-opacity motion-reduce:transition-none ${reveal}`}
    >
      <span
        className={`grid size-9 place-items-center rounded-full bg-white/95 shadow-sm ring-1 ring-line ${
          saved ? "text-red-600" : "text-ink hover:text-red-600"
        }`}
      >
        <HeartIcon size={18} fill={saved ? "currentColor" : "none"} />
      </span>
    </button>
  );
}
