"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { saveCouponCode } from "@/components/checkout/checkout-state";
import { useMutation } from "@tanstack/react-query";
import { ApiError, refusalText as messageOf } from "@/components/shop-data/api";
import { applyCoupon, applyCouponMutation } from "@/components/shop-data/cart";
import { shopQueryClient } from "@/components/shop-data/query-client";

/** A refused code, with the cart price it was refused at: a 400 (below the minimum, none of its shop's lines) may pass later. */
type Refusal = { code: string; message: string; atPrice: number; mayPassLater: boolean };

/**
 * The coupon box of the cart's summary: the code is checked by the
 * server against the cart as it prices it ('Invalid coupon code.', "Add ₹120 more to use
 * WELCOME10", the customer's limit); the message is shown next to the box. A message about the
 * cart's total is never left stale: when the cart's price changes (the stepper, a delete) the
 * code is asked again, so the shortfall is recomputed, and once the cart qualifies the code is
 * applied and the message goes. An accepted code is kept for the order, which applies it again
 * when it is placed.
 */
export function CouponForm({
  customerId,
  appliedCode,
  coverage,
  cartPrice,
}: {
  customerId: string;
  appliedCode: string | null;
  /** Which lines the applied coupon covered, said after its code ("applied to 2 items from …: −₹82"). */
  coverage: string | null;
  cartPrice: number;
}) {
  const id = useId();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const apply = useMutation(applyCouponMutation(customerId), shopQueryClient);
  const busy = apply.isPending;
  const error = note ?? refusal?.message ?? null;

  useEffect(() => {
    if (!refusal || !refusal.mayPassLater || refusal.atPrice === cartPrice) return;
    let current = true;
    applyCoupon(customerId, refusal.code).then(
      (quote) => {
        if (!current) return;
        saveCouponCode(quote.coupon.name);
        setRefusal(null);
      },
      (failure: unknown) => {
        if (current) setRefusal({ ...refusal, message: messageOf(failure), atPrice: cartPrice, mayPassLater: failure instanceof ApiError && failure.status === 400 });
      },
    );
    return () => {
      current = false;
    };
  }, [refusal, cartPrice, customerId]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The server checks the code (lib/coupons/schemas.ts); here only that there is one, so the
    // cart page does not carry zod for a single text box.
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    if (!code) {
      setNote("Please enter a coupon code.");
      return;
    }
    setNote(null);
    try {
      const quote = await apply.mutateAsync(code);
      saveCouponCode(quote.coupon.name);
      setRefusal(null);
    } catch (failure) {
      setRefusal({ code, message: messageOf(failure), atPrice: cartPrice, mayPassLater: failure instanceof ApiError && failure.status === 400 });
    }
  }

  if (appliedCode) {
    return (
      <p className="flex items-center justify-between gap-3 rounded-xl bg-deal/10 px-3 py-2 text-sm">
        <span>
          Coupon <strong data-testid="applied-coupon">{appliedCode}</strong>{" "}
          <span data-testid="coupon-coverage">{coverage ?? "applied"}</span>
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
