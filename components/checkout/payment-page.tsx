"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useId, useState } from "react";
import { isPayable, orderNumber, orderPagePath } from "@/components/account/order-display";
import { CustomerOnly } from "@/components/auth/customer-only";
import { ApiError } from "@/components/shop-data/api";
import { createPayment, PAYMENT_FALLBACK, reloadOrders, returnToCartMutation, useOrder } from "@/components/shop-data/orders";
import { shopQueryClient } from "@/components/shop-data/query-client";
import type { OrderDocument } from "@/components/shop-data/types";
import { formatRupees } from "@/lib/format";
import { dayText } from "@/lib/delivery/working-days";
import { deliveryEstimateText, estimateDelivery } from "@/lib/orders/delivery-estimate";
import { CheckoutBreadcrumb } from "./breadcrumb";
import { CashOnDeliveryOption, useCashOnDelivery } from "./cash-on-delivery-option";
import { backLink, primaryButton, StepBlock } from "./checkout-frame";
import { forgetPendingOrder, saveCouponCode } from "./checkout-state";
import { MessageDialog } from "./message-dialog";

type Method = "COD" | "ONLINEPAY";
type Dialog = null | "confirm" | { placedAt: Date } | { error: string };

/**
 * A payment page address must be the provider's or ours, over http(s): never `javascript:` or
 * another scheme, whatever an answer says.
 */
function safeRedirect(url: string): string | null {
  try {
    const target = new URL(url, window.location.origin);
    return target.protocol === "https:" || (target.protocol === "http:" && target.origin === window.location.origin) ? target.href : null;
  } catch {
    return null;
  }
}

/** The order named by `?orderId=` (at most 100 characters; anything else is no order). */
export function PaymentFromAddress() {
  const orderId = useSearchParams().get("orderId");
  return <PaymentPage orderId={orderId && orderId.length <= 100 ? orderId : null} />;
}

/** /payment?orderId=…: pay for a placed order, by cash on delivery or online. */
export function PaymentPage({ orderId }: { orderId: string | null }) {
  const next = orderId ? `/payment?orderId=${encodeURIComponent(orderId)}` : "/payment";
  return (
    <CustomerOnly title="Payment" next={next} loadingLabel="Loading your order…">
      {(customer) => (
        <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Payment</h1>
          <div className="mb-6 mt-3">
            <CheckoutBreadcrumb current="payment" />
          </div>
          {orderId ? (
            <PaymentForOrder customerId={customer.id} email={customer.email} orderId={orderId} />
          ) : (
            <NothingToPay text="There is no order to pay for yet." />
          )}
        </div>
      )}
    </CustomerOnly>
  );
}

function NothingToPay({ text, orderId }: { text: string; orderId?: string }) {
  return (
    <div className="rounded-2xl bg-surface px-6 py-10 text-center" data-testid="nothing-to-pay">
      <p className="text-lg font-semibold">{text}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {orderId ? (
          <Link href={`/dashboard/order/details/${encodeURIComponent(orderId)}`} className={primaryButton}>
            View the order
          </Link>
        ) : null}
        <Link href="/cart" className={primaryButton}>
          Go to your cart
        </Link>
      </div>
    </div>
  );
}

function PaymentForOrder({ customerId, email, orderId }: { customerId: string; email: string; orderId: string }) {
  const order = useOrder(customerId, orderId);
  if (order.isPending) return <p className="rounded-2xl bg-surface p-6 text-muted" aria-busy="true">Loading your order…</p>;
  if (order.isError) {
    const notFound = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    return <NothingToPay text={notFound ? "We could not find this order." : order.error.message} />;
  }
  if (!isPayable(order.data)) {
    const text =
      order.data.payment_status === "paid"
        ? "This order is already paid."
        : order.data.delivery_status === "cancelled"
          ? "This order was cancelled."
          : order.data.delivery_status === "pending"
            ? "The time to pay for this order has passed."
            : "This order is already placed.";
    return <NothingToPay text={text} orderId={orderId} />;
  }
  return <PaymentChoice customerId={customerId} email={email} order={order.data} />;
}

function PaymentChoice({ customerId, email, order }: { customerId: string; email: string; order: OrderDocument }) {
  const router = useRouter();
  const id = useId();
  const [method, setMethod] = useState<Method>("ONLINEPAY");
  const [dialog, setDialog] = useState<Dialog>(null);
  const onlinePayment = useCallback(() => setMethod("ONLINEPAY"), []);
  const paying = useMutation(
    {
      mutationFn: async (type: Method) => {
        const start = await createPayment(order._id, type);
        if (start.kind === "placed") return start;
        const target = safeRedirect(start.url);
        if (!target) throw new ApiError(502, PAYMENT_FALLBACK);
        return { kind: "redirect" as const, url: target };
      },
    },
    shopQueryClient,
  );
  const returning = useMutation(returnToCartMutation(customerId), shopQueryClient);
  // Busy too while the page is left: off to pay, or back to the Shipping step.
  const busy = paying.isPending || paying.data?.kind === "redirect" || returning.isPending || returning.isSuccess;

  async function pay(type: Method) {
    try {
      const start = await paying.mutateAsync(type);
      if (start.kind === "placed") {
        forgetPendingOrder();
        setDialog({ placedAt: new Date() });
        return;
      }
      // Off to the payment page; it returns through /api/order/payment-callback.
      window.location.assign(start.url);
    } catch (error) {
      setDialog({ error: error instanceof ApiError ? error.message : PAYMENT_FALLBACK });
    }
  }

  // Stepping back before paying: the order's lines go back into the cart (its stock and coupon
  // use released), and the Shipping step shows them again, coupon and all.
  async function returnToInformation() {
    try {
      const back = await returning.mutateAsync(order._id);
      if (back.couponCode) saveCouponCode(back.couponCode);
      forgetPendingOrder();
      router.push("/shiping");
    } catch (error) {
      setDialog({ error: error instanceof ApiError ? error.message : PAYMENT_FALLBACK });
    }
  }

  // The fee is added to the order only when cash on delivery is confirmed; shown here once chosen.
  const cashOnDelivery = useCashOnDelivery(customerId, order._id);
  const codFee = method === "COD" ? (cashOnDelivery.data?.limits.fee ?? 0) : 0;
  const promised = order.promised_by ? dayText(order.promised_by) : null;
  const rows: [string, string][] = [
    ["Contact", email],
    ["Products", String(order.items)],
    ["Price", formatRupees(order.price)],
    ...(codFee > 0 ? ([["Cash on delivery fee", formatRupees(codFee)], ["To pay on delivery", formatRupees(order.price + codFee)]] as [string, string][]) : []),
    ["Shipping method", "Standard Shipping"],
    ...(promised ? ([["Delivery by", promised]] as [string, string][]) : []),
  ];
  const option = (value: Method, label: string, note: string) => (
    <label className="flex min-w-0 cursor-pointer items-start gap-3 rounded-xl border border-line p-4 has-[:checked]:border-brand-800 has-[:checked]:bg-brand-50">
      <input type="radio" name={`${id}-method`} value={value} checked={method === value} onChange={() => setMethod(value)} className="mt-1 size-5 accent-brand-800" />
      <span className="min-w-0">
        <span className="block font-semibold">{label}</span>
        <span className="block text-sm text-muted">{note}</span>
      </span>
    </label>
  );

  return (
    <div className="min-w-0 space-y-6">
      <StepBlock title="Summary">
        <dl className="divide-y divide-line" data-testid="payment-summary">
          {rows.map(([term, value]) => (
            <div key={term} className="flex min-w-0 justify-between gap-4 py-2">
              <dt className="shrink-0 text-muted">{term}</dt>
              {/* An e-mail is one long word: it breaks anywhere rather than widen the page. */}
              <dd className={`min-w-0 text-right font-semibold ${term === "Contact" ? "break-all" : "break-words"}`}>{value}</dd>
            </div>
          ))}
        </dl>
      </StepBlock>
      <fieldset className="min-w-0 space-y-3">
        <legend className="mb-3 text-lg font-bold">Payment method</legend>
        <CashOnDeliveryOption
          customerId={customerId}
          orderId={order._id}
          name={`${id}-method`}
          checked={method === "COD"}
          onChoose={() => setMethod("COD")}
          onUnavailable={onlinePayment}
        />
        {option(
          "ONLINEPAY",
          "Online Payment",
          "After clicking Pay Now you will be redirected to our secure payment provider to pay by UPI, cards, wallets or net banking.",
        )}
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" onClick={() => void returnToInformation()} disabled={busy} className={`${backLink} disabled:opacity-60`} data-testid="return-to-information">
          ‹ Return to Information
        </button>
        <button
          type="button"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => (method === "COD" ? setDialog("confirm") : void pay("ONLINEPAY"))}
          className={`${primaryButton} min-w-40 disabled:opacity-60`}
          data-testid="pay-button"
        >
          {method === "COD" ? "Place Order" : "Pay Now"}
        </button>
      </div>
      {dialog === "confirm" ? (
        <MessageDialog
          title="Are you sure?"
          text="You Will be Placing Order!"
          confirmLabel="Yes, place it"
          cancelLabel="Cancel"
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            setDialog(null);
            void pay("COD");
          }}
        />
      ) : null}
      {dialog && typeof dialog === "object" && "placedAt" in dialog ? (
        <MessageDialog
          title="Order Placed"
          text={`Your Order was Placed: order ${orderNumber(order._id)}. Pay in cash or by UPI when it arrives.`}
          tone="success"
          confirmLabel="View your order"
          onConfirm={() => {
            void reloadOrders(customerId);
            router.push(orderPagePath(order._id));
          }}
        >
          <p className="mt-3 rounded-xl bg-surface px-4 py-3 text-ink" data-testid="delivery-estimate">
            <span className="block text-sm text-muted">Expected delivery</span>
            <span className="font-semibold">{promised ? `by ${promised}` : deliveryEstimateText(estimateDelivery(dialog.placedAt))}</span>
          </p>
        </MessageDialog>
      ) : null}
      {dialog && typeof dialog === "object" && "error" in dialog ? (
        <MessageDialog title="Error" text={dialog.error} tone="error" onConfirm={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
