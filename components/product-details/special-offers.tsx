"use client";

import { formatRupees } from "@/lib/format";
import { TagIcon } from "@/components/ui/icons";
import { CopyIcon } from "./icons";
import { notify } from "@/components/ui/toast";

export type CouponTile = { id: string; code: string; discount: number; minOrderAmount: number };

/** The offer a coupon gives, in the shop's words. */
export function couponOffer(coupon: Pick<CouponTile, "discount" | "minOrderAmount">): string {
  return `${coupon.discount}% off on orders above ${formatRupees(coupon.minOrderAmount)}`;
}

/**
 * Special offers: one tile per coupon. A click copies the code and a toast says so;
 * where the clipboard refuses, the toast gives the code to type instead.
 */
export function SpecialOffers({ coupons }: { coupons: CouponTile[] }) {
  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      notify("success", `Coupon code ${code} copied`);
    } catch {
      notify("error", `Could not copy. The code is ${code}`);
    }
  }

  return (
    <section aria-labelledby="special-offers-title" data-testid="special-offers">
      <h2 id="special-offers-title" className="text-sm font-bold text-ink">
        Special offers
      </h2>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {coupons.map((coupon) => (
          <li key={coupon.id}>
            <button
              type="button"
              onClick={() => copy(coupon.code)}
              data-testid="coupon-tile"
              className="flex min-h-16 w-full items-center gap-3 rounded-xl border border-dashed border-saffron-700/50 bg-saffron-50 px-3 py-2 text-left transition-colors hover:border-saffron-700 hover:bg-saffron-100"
            >
              <TagIcon size={20} className="shrink-0 text-saffron-700" />
              <span className="min-w-0 flex-1">
                <span className="block font-mono text-sm font-bold tracking-wider text-ink">{coupon.code}</span>
                <span className="block text-xs text-muted">{couponOffer(coupon)}</span>
              </span>
              <CopyIcon size={18} className="shrink-0 text-saffron-700" />
              <span className="sr-only">Copy the code</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
