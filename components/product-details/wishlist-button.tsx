"use client";

import { useWishlistHeart } from "@/components/shop-data/use-wishlist-heart";
import { HeartIcon } from "@/components/ui/icons";

/** The product page's wishlist heart: filled when saved, a tap adds or removes. */
export function WishlistButton({ productId, productName }: { productId: string; productName: string }) {
  const { saved, busy, toggle } = useWishlistHeart(productId);
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={saved}
      aria-label={`Save ${productName} to your wishlist`}
      title={saved ? "In your wishlist" : "Add to wishlist"}
      data-testid="product-wishlist-button"
      className={`grid size-12 shrink-0 place-items-center rounded-full border transition-colors hover:border-brand-600 ${
        saved ? "border-red-200 text-red-600" : "border-line text-ink hover:text-brand-800"
      }`}
    >
      <HeartIcon size={22} fill={saved ? "currentColor" : "none"} />
    </button>
  );
}
