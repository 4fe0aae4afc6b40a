import type { OrderDocument } from "@/components/shop-data/types";
import { isPayable } from "./order-display";
import { PayNowLink } from "./pay-now-link";

/** How the payment page's return ended: the callback adds `?payment=paid|failed`. */
export type PaymentOutcome = "paid" | "failed";

/**
 * The banner after the payment provider sends the shopper back. The order itself has the last
 * word: a payment recorded by the webhook before a failed return still shows as paid, and Pay
 * Now is offered only while the order can be paid for.
 */
export function PaymentBanner({ outcome, order }: { outcome: PaymentOutcome; order: OrderDocument }) {
  if (outcome === "paid" || order.payment_status === "paid") {
    return (
      <div role="status" className="mt-6 rounded-2xl bg-green-50 p-5 text-green-900 ring-1 ring-green-700/30" data-testid="payment-banner" data-outcome="paid">
        <p className="font-bold">Payment received. Thank you!</p>
        <p className="mt-1">
          {order.payment_status === "paid"
            ? "Your payment went through and your order is placed."
            : "Your payment went through. It can take a moment to show on your order."}
        </p>
      </div>
    );
  }
  const payable = isPayable(order);
  const next = payable
    ? "Your order is waiting for payment. You can try again, or choose cash on delivery."
    : order.delivery_status === "cancelled"
      ? "This order is cancelled, so it can no longer be paid for."
      : order.delivery_status === "pending"
        ? "The time to pay for this order has ended, so it will be cancelled and its items go back on sale. Please order again."
        : "Your order is placed: pay in cash when it is delivered.";
  return (
    <div role="alert" className="mt-6 rounded-2xl bg-red-50 p-5 text-red-900 ring-1 ring-red-700/30" data-testid="payment-banner" data-outcome="failed">
      <p className="font-bold">Your payment did not go through.</p>
      <p className="mt-1">{next}</p>
      {payable ? (
        <PayNowLink
          orderId={order._id}
          className="mt-4 inline-flex min-h-12 items-center rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900"
        />
      ) : null}
    </div>
  );
}
