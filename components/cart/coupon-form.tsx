"use client";

import { useId, useState, type FormEvent } from "react";
import { saveCouponCode } from "@/components/checkout/checkout-state";
import { ApiError, FALLBACK_ERROR } from "@/components/shop-data/api";
import { applyCoupon } from "@/components/shop-data/cart";

/**
 * The coupon box of the cart's summary (spec §5 "Coupon at cart"): the code is checked by the
 * server against the cart as it prices it ('Invalid coupon code.', the minimum price, the
 * customer's limit); the message is shown next to the box. An accepted code is kept for the
 * order, which applies it again when it is placed.
 */
export function CouponForm({ customerId, appliedCode }: { customerId: string; appliedCode: string | null }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The server checks the code (lib/coupons/schemas.ts); here only that there is one, so the
    // cart page does not carry zod for a single text box.
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    if (!code) {
      setError("Please enter a coupon code.");
      return;
    }
    setBusy(true);
    try {
      const quote = await applyCoupon(customerId, code);
      saveCouponCode(quote.coupon.name);
      setError(null);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : FALLBACK_ERROR);
    } finally {
      setBusy(false);
    }
  }

  if (appliedCode) {
    return (
      <p className="flex items-center justify-between gap-3 rounded-xl bg-deal/10 px-3 py-2 text-sm">
        <span>
          Coupon <strong data-testid="applied-coupon">{appliedCode}</strong> applied
        </span>
        <button type="button" onClick={() => saveCouponCode(null)} className="min-h-11 font-semibold text-brand-800 underline underline-offset-4">
          Remove<span className="sr-only"> coupon {appliedCode}</span>
        </button>
      </p>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        Coupon code
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={50}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-line px-3 uppercase text-ink focus:border-brand-700 aria-invalid:border-red-600"
        />
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-xl bg-ink px-4 text-sm font-bold text-white hover:bg-brand-900 disabled:opacity-60"
        >
          Apply
        </button>
      </div>
      <p id={`${id}-error`} role="alert" className="mt-1 min-h-5 text-sm font-medium text-red-700">
        {error}
      </p>
    </form>
  );
}
