"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { ApiError, FALLBACK_ERROR } from "@/components/shop-data/api";
import { useCart } from "@/components/shop-data/cart";
import type { CartDocument } from "@/components/shop-data/types";
import { CheckoutBreadcrumb, type CheckoutStep } from "./breadcrumb";
import { CartSummary } from "./cart-summary";
import { useStepBackFromPayment } from "./step-back";

/**
 * The frame of the Information and Shipping steps: title, breadcrumb, the step on the left and
 * the cart's summary on the right (below on phones). With nothing in stock in the cart there is
 * nothing to check out: the shopper is sent back to the cart.
 */
export function CheckoutFrame({
  customerId,
  step,
  children,
}: {
  customerId: string;
  step: CheckoutStep;
  children: (cart: CartDocument) => ReactNode;
}) {
  const cart = useCart(customerId);
  const returning = useStepBackFromPayment(customerId);
  let content: ReactNode;
  if (cart.isPending || (returning && cart.data?.buy_product_item === 0)) {
    content = <p className="rounded-2xl bg-surface p-6 text-muted" aria-busy="true">Loading your cart…</p>;
  } else if (cart.isError) {
    content = (
      <p role="alert" className="rounded-2xl bg-red-50 p-6 text-red-800">
        {cart.error instanceof ApiError ? cart.error.message : FALLBACK_ERROR}
      </p>
    );
  } else if (cart.data.buy_product_item === 0) {
    content = (
      <div className="rounded-2xl bg-surface px-6 py-10 text-center" data-testid="checkout-empty">
        <p className="text-lg font-semibold">Your cart has nothing to check out.</p>
        <Link href="/cart" className="mt-5 inline-flex min-h-12 items-center rounded-full bg-brand-800 px-8 font-bold text-white hover:bg-brand-900">
          Return to cart
        </Link>
      </div>
    );
  } else {
    content = (
      // minmax(0, 1fr): a long e-mail or name wraps inside its column instead of widening it
      // (a grid column's items are as wide as their longest word by default).
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="min-w-0 space-y-6">{children(cart.data)}</div>
        <CartSummary customerId={customerId} cart={cart.data} />
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Checkout</h1>
      <div className="mb-6 mt-3">
        <CheckoutBreadcrumb current={step} />
      </div>
      {content}
    </div>
  );
}

/** A block of a step (Contact, Deliver to, Shipping method) with its heading. */
export function StepBlock({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="min-w-0 rounded-2xl border border-line p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="min-w-0 break-words text-lg font-bold text-ink">{title}</h2>
        {action ? <div className="shrink-0">{action}</div> : null}
      </div>
      <div className="mt-2 min-w-0 break-words">{children}</div>
    </section>
  );
}

export const primaryButton =
  "inline-flex min-h-12 items-center justify-center rounded-full bg-brand-800 px-6 font-bold text-white hover:bg-brand-900";
export const backLink = "inline-flex min-h-12 items-center font-semibold text-brand-800 underline-offset-4 hover:underline";
