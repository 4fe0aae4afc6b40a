import type { Metadata } from "next";
import { Suspense } from "react";
import { PaymentFromAddress } from "@/components/checkout/payment-page";

export const metadata: Metadata = {
  title: "Payment",
  robots: { index: false, follow: false },
};

/**
 * /payment?orderId=…: the order's id comes in the address (so a reload or a shared link
 * keeps it), read in the browser, so the page itself is static.
 */
export default function Page() {
  return (
    <Suspense fallback={<p className="mx-auto max-w-3xl px-4 py-12 text-muted">Loading your order…</p>}>
      <PaymentFromAddress />
    </Suspense>
  );
}
