import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = {
  title: "Payment not confirmed",
  robots: { index: false, follow: false },
};

/**
 * Where the payment callback sends a browser whose return it could not believe (a signature that
 * does not match, a link that is not ours). Every /api answer of 400 or more is JSON (the front
 * door makes it so), so the shopper is sent here to read what happened instead. Static: it names
 * no order and reads nothing.
 */
export default function PaymentNotConfirmedPage() {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">We could not confirm this payment</h1>
      <p className="mt-4 text-ink">
        The details the payment page sent back could not be verified, so nothing about your order has changed.
      </p>
      <p className="mt-3 text-muted">
        If money left your account, it is safe: the payment provider tells us about it directly, and your order page will
        show it as paid. Otherwise you can pay again from your orders with Pay Now.
      </p>
      <Link
        href="/dashboard-client"
        className="mt-8 inline-flex min-h-12 items-center rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900"
      >
        Go to my orders
      </Link>
    </div>
  );
}
