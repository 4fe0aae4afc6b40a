import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { formatRupees } from "@/lib/format";
import { sandboxCheckout } from "@/lib/payments/sandbox";
import { rupeesFromPaise } from "@/lib/pricing";

export const metadata: Metadata = {
  title: "Sandbox payment",
  robots: { index: false, follow: false },
};

/** Rendered whole per request: it shows one payment link's state, which changes as it is used. */
export const instant = false;

/**
 * The sandbox gateway's payment page (only without Razorpay keys; 404 with them): the amount of
 * the link and two buttons, Pay and Fail, each posting the form to its own address
 * (/api/order/sandbox-pay/{linkId}?outcome=pay or fail), which
 * returns through the same signed callback Razorpay uses. No JavaScript needed.
 */
export default async function SandboxPaymentPage({ params }: { params: Promise<{ linkId: string }> }) {
  await connection();
  const checkout = await sandboxCheckout((await params).linkId);
  if (!checkout) notFound();
  const open = checkout.status === "created" && !checkout.expired;
  const closed = checkout.status === "paid" ? "This link is already paid." : checkout.expired ? "This link has expired." : "This link is closed.";
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <p className="text-sm font-bold uppercase tracking-wider text-saffron-700">Sandbox: no money moves</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900">Pay for order {checkout.orderNumber}</h1>
      <p className="mt-6 text-muted">Amount</p>
      <p className="text-4xl font-extrabold text-ink" data-testid="sandbox-amount">
        {formatRupees(rupeesFromPaise(checkout.amountPaise))}
      </p>
      <p className="mt-4 text-sm text-muted">
        This shop runs without Razorpay keys, so this page stands in for Razorpay&apos;s: choose how the payment ends.
      </p>
      {open ? (
        <form method="post" action={`/api/order/sandbox-pay/${checkout.linkId}?outcome=pay`} className="mt-8 flex gap-3">
          <button
            type="submit"
            className="inline-flex min-h-12 flex-1 items-center justify-center rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900"
          >
            Pay
          </button>
          <button
            type="submit"
            formAction={`/api/order/sandbox-pay/${checkout.linkId}?outcome=fail`}
            className="inline-flex min-h-12 flex-1 items-center justify-center rounded-full border border-brand-200 px-6 font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50"
          >
            Fail
          </button>
        </form>
      ) : (
        <p className="mt-8 rounded-2xl bg-surface px-5 py-4 font-semibold text-ink" role="status">
          {closed}
        </p>
      )}
    </div>
  );
}
