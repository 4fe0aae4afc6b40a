"use client";

import { useSignInGate } from "@/components/auth/sign-in-gate";
import { HeartIcon } from "@/components/ui/icons";

/**
 * The wishlist heart (spec §5: only for a signed-in customer). The wishlist API arrives with
 * the commerce work; until then the gate is all it does, never a pretend "added".
 */
export function WishlistButton({ productName }: { productName: string }) {
  const gate = useSignInGate();
  return (
    <button
      type="button"
      onClick={() => gate(() => undefined)}
      aria-label={`Add ${productName} to your wishlist`}
      title="Add to wishlist"
      className="grid size-12 shrink-0 place-items-center rounded-full border border-line text-ink transition-colors hover:border-brand-600 hover:text-brand-800"
    >
      <HeartIcon size={22} />
    </button>
  );
}
