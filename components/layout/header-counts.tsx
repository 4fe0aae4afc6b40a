"use client";

import Link from "next/link";
import { lazy, Suspense, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { BagIcon, HeartIcon } from "@/components/ui/icons";
import { useCartCount, useWishlistCount } from "@/components/shop-data/badges";

// The 'Your Cart' dropdown (and react-query with it) loads when first wanted, never with the page.
const loadPreview = () => import("@/components/cart/cart-preview");
const CartPreview = lazy(loadPreview);

function Badge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className="absolute right-0.5 top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-saffron-500 px-1 text-[11px] font-bold leading-none text-ink ring-2 ring-white"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

function label(noun: string, count: number): string {
  return count > 0 ? `${noun}, ${count} ${count === 1 ? "item" : "items"}` : noun;
}

const iconLink =
  "relative grid size-11 place-items-center rounded-full text-ink hover:bg-brand-50 hover:text-brand-800";

/**
 * Wishlist and cart icons with their count badges (shown only above 0), and the cart preview,
 * shown while a mouse rests on the cart or keyboard focus is in it
 * (Escape closes it). A tap on a touch screen simply opens /cart. Not prefetched: both pages are
 * one customer's own, so a prefetch on every page view would be work for nothing.
 */
export function HeaderCounts() {
  const cart = useCartCount();
  const wishlist = useWishlistCount();
  const [previewOpen, setPreviewOpen] = useState(false);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === "mouse") setPreviewOpen(true);
  };
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.matches(":focus-visible")) setPreviewOpen(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPreviewOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") setPreviewOpen(false);
  };

  return (
    <>
      <Link href="/wishlist" prefetch={false} data-testid="wishlist-link" aria-label={label("Wishlist", wishlist)} className={iconLink}>
        <HeartIcon />
        <Badge count={wishlist} testId="wishlist-count" />
      </Link>
      <div
        className="relative"
        onPointerEnter={onPointerEnter}
        onPointerLeave={() => setPreviewOpen(false)}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      >
        <Link href="/cart" prefetch={false} data-testid="cart-link" aria-label={label("Cart", cart)} className={iconLink}>
          <BagIcon />
          <Badge count={cart} testId="cart-count" />
        </Link>
        {previewOpen ? (
          <Suspense fallback={null}>
            <CartPreview />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
