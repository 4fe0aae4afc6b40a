import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { pageMetadata } from "@/components/content/page-metadata";
import { TrackForm } from "@/components/tracking/track-form";

export const metadata: Metadata = pageMetadata({
  title: "Track your order",
  description: "Follow your TeeRang order with its order number and your mobile number or e-mail: where it is, when it should arrive and the courier's tracking link.",
  path: "/track",
});

/**
 * /track: following an order without signing in. The page itself is the same for everyone (the
 * form reads `?order=` in the browser), so it is stored like the policy pages; the lookup is a
 * POST from the form.
 */
export default function TrackPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Track your order</h1>
      <p className="mt-2 text-muted">
        Enter the order number from your confirmation mail and the mobile number or e-mail on the order. Signed in? All your orders are in{" "}
        <Link href="/dashboard" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
          My Orders
        </Link>
        .
      </p>
      <div className="mt-6">
        <Suspense>
          <TrackForm />
        </Suspense>
      </div>
    </div>
  );
}
