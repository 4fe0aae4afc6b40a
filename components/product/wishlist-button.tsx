"use client";

import { useState } from "react";
import { useSignInGate, type SignedInCustomer } from "@/components/auth/sign-in-gate";
import { changeCount } from "@/components/layout/counts-store";
import { HeartIcon } from "@/components/ui/icons";

/** What the wishlist call stores about a product (spec §7 add-to-wishlist payload). */
export type WishlistItem = {
  id: string;
  name: string;
  slug: string;
  price: number;
  discount: number;
  rating: number;
  image: string | null;
};

type Status = "idle" | "saving" | "saved" | "failed";

async function addToWishlist(customer: SignedInCustomer, item: WishlistItem): Promise<boolean> {
  const response = await fetch("/api/home/product/add-to-wishlist", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      userId: customer.id,
      productId: item.id,
      name: item.name,
      price: item.price,
      image: item.image,
      discount: item.discount,
      rating: item.rating,
      slug: item.slug,
    }),
  });
  return response.ok;
}

/**
 * The wishlist heart of a product card. It goes through the sign-in gate (spec §5: a visitor
 * is asked to sign in first); for a signed-in customer it calls the contract's add-to-wishlist
 * and adds 1 to the header's count on success (spec §4 "Counters").
 *
 * `revealOnHover`: on devices that hover the heart appears with the card's hover or keyboard
 * focus (category page, spec §2); touch screens always show it.
 */
export function WishlistButton({ item, revealOnHover = false }: { item: WishlistItem; revealOnHover?: boolean }) {
  const gate = useSignInGate();
  const [status, setStatus] = useState<Status>("idle");
  const saved = status === "saved";

  const onClick = () =>
    gate(async (customer) => {
      setStatus("saving");
      try {
        const ok = await addToWishlist(customer, item);
        if (ok) changeCount("wishlist", 1);
        setStatus(ok ? "saved" : "failed");
      } catch {
        setStatus("failed");
      }
    });

  const reveal = revealOnHover
    ? "[@media(hover:hover)]:opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 focus-visible:opacity-100"
    : "";

  return (
    <>
      <button
        type="button"
        onClick={onClick}
        disabled={status === "saving" || saved}
        aria-pressed={saved}
        aria-label={`Add ${item.name} to wishlist`}
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
      <span role="status" className="sr-only">
        {saved ? "Added to your wishlist" : status === "failed" ? "Could not add to your wishlist. Please try again." : ""}
      </span>
    </>
  );
}
