"use client";

import Link from "next/link";
import { useRef, type ReactNode } from "react";
import { SignInPrompt } from "@/components/auth/customer-only";
import { useSignedInCustomer, type SignedInCustomer } from "@/components/auth/sign-in-gate";
import { ApiError } from "@/components/shop-data/api";
import { ORDER_FETCH_FALLBACK, useOrder } from "@/components/shop-data/orders";
import { useOrderReturns } from "@/components/shop-data/returns";
import type { OrderDetailDocument } from "@/components/shop-data/types";
import { formatRupees } from "@/lib/format";
import { dayText } from "@/lib/delivery/working-days";
import { deliveryEstimateText, estimateDelivery } from "@/lib/orders/delivery-estimate";
import { cartPrice } from "@/lib/pricing";
import { CancelOrderButton } from "./cancel-order-button";
import {
  MY_ORDERS_PATH,
  canReturnToCart,
  formatOrderTime,
  isCancellable,
  isPayable,
  orderNumber,
  orderPagePath,
  paymentLabel,
  paymentMethodLabel,
  refundNote,
} from "./order-display";
import { OrderLines } from "./order-lines";
import { OrderNotFound } from "./order-not-found";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderInvoices } from "./order-invoices";
import { OrderReturns } from "./order-returns";
import { OrderTimeline } from "./order-timeline";
import { returnSteps } from "./return-steps";
import { PaymentBanner, type PaymentOutcome } from "./payment-banner";
import { PayNowLink } from "./pay-now-link";
import { ReturnToCartButton } from "./return-to-cart-button";

const page = "mx-auto w-full max-w-6xl px-4 py-8 lg:py-12";
const card = "rounded-2xl border border-line p-5";

/**
 * /dashboard/order/details/{id}: one of the signed-in customer's
 * orders, read through the shop's data module, so a cancellation here or on the dashboard shows
 * in both. Signed out, the sign-in form, as on the dashboard, which comes back to this order.
 */
export function OrderDetail({ orderId, payment }: { orderId: string; payment: PaymentOutcome | null }) {
  const customer = useSignedInCustomer();

  if (!customer) {
    const back = `${orderPagePath(orderId)}${payment ? `?payment=${payment}` : ""}`;
    return (
      <SignInPrompt
        title="Order details"
        prompt="Please sign in to see this order."
        next={back}
        testId="order-signed-out"
        waiting={<div className="mt-6 h-80 animate-pulse rounded-2xl bg-surface" aria-busy="true" aria-label="Loading your order" />}
      />
    );
  }
  return <SignedInOrder customer={customer} orderId={orderId} payment={payment} />;
}

function SignedInOrder({ customer, orderId, payment }: { customer: SignedInCustomer; orderId: string; payment: PaymentOutcome | null }) {
  const order = useOrder(customer.id, orderId);

  if (order.isPending) {
    return (
      <div className={page} aria-busy="true" aria-label="Loading your order" data-testid="order-loading">
        <div className="h-10 w-64 animate-pulse rounded-xl bg-surface" />
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="h-96 animate-pulse rounded-2xl bg-surface" />
          <div className="h-96 animate-pulse rounded-2xl bg-surface" />
        </div>
      </div>
    );
  }
  if (order.isError) {
    // Someone else's order, or one that does not exist: the API does not say which.
    if (order.error instanceof ApiError && order.error.status === 404) return <OrderNotFound />;
    return (
      <div className={page}>
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Order details</h1>
        <div role="alert" className="mt-6 rounded-2xl bg-red-50 p-5 text-red-900" data-testid="order-error">
          <p className="font-semibold">{order.error.message || ORDER_FETCH_FALLBACK}</p>
          <button
            type="button"
            onClick={() => void order.refetch()}
            className="mt-3 inline-flex min-h-11 items-center rounded-full border border-red-300 bg-white px-5 font-semibold text-red-900 hover:bg-red-100"
          >
            Try again
          </button>
        </div>
      </div>
    );
  }
  return <OrderView order={order.data} customer={customer} payment={payment} />;
}

function SummaryRow({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2">
      <dt className="shrink-0 text-muted">{label}</dt>
      <dd className="min-w-0 text-right font-medium text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * When a placed order on its way should arrive: the day promised at placement from its PIN code
 * (lib/delivery/), or for an older order the estimate from its placing (lib/orders/delivery-estimate.ts);
 * null otherwise.
 */
function expectedDelivery(order: OrderDetailDocument): string | null {
  if (order.delivery_status !== "placed" && order.delivery_status !== "warehouse" && order.delivery_status !== "shipped") return null;
  if (order.promised_by) return `by ${dayText(order.promised_by)}`;
  const placed = order.timeline.find((move) => move.status === "placed")?.date ?? order.date;
  return deliveryEstimateText(estimateDelivery(new Date(placed)));
}

function OrderView({ order, customer, payment }: { order: OrderDetailDocument; customer: SignedInCustomer; payment: PaymentOutcome | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const number = orderNumber(order._id);
  const payable = isPayable(order);
  const method = paymentMethodLabel(order);
  const address = order.shippingInfo;
  const products = cartPrice(order.products);
  const arrives = expectedDelivery(order);
  const refund = refundNote(order);
  // The same query as the returns section below (one request): their steps join the timeline.
  const returns = useOrderReturns(customer.id, order._id, order.delivery_status === "delivered");
  // The replacement of an exchange was paid for in its first order; only staff cancel it.
  const cancellable = isCancellable(order) && !order.replacement_for;

  return (
    <div className={page} data-testid="order-detail">
      <Link href={MY_ORDERS_PATH} prefetch={false} className="inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline">
        <span aria-hidden="true">←&nbsp;</span>My Orders
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-extrabold tracking-tight text-brand-900 outline-none">
          Order <span className="font-mono">{number}</span>
        </h1>
        <OrderStatusBadge status={order.delivery_status} />
      </div>
      <p className="mt-1 text-muted">
        Ordered on <time dateTime={order.date}>{formatOrderTime(order.date)}</time>
      </p>

      {payment ? <PaymentBanner outcome={payment} order={order} /> : null}

      {arrives ? (
        <p className="mt-4 rounded-2xl bg-brand-50 px-5 py-4 text-ink" data-testid="expected-delivery">
          Expected delivery: <span className="font-semibold">{arrives}</span>
        </p>
      ) : null}
      {order.refund ? (
        <p className="mt-4 rounded-2xl bg-amber-50 px-5 py-4 text-ink ring-1 ring-amber-700/30" data-testid="refund-banner">
          <span className="font-semibold">{order.refund.state === "due" ? "Refund due" : "Refunded"}:</span> {refund}.
        </p>
      ) : null}

      {order.replacement_for ? (
        <p className="mt-4 rounded-2xl bg-brand-50 px-5 py-4 text-ink" data-testid="replacement-banner">
          This order is the replacement for items you exchanged from order{" "}
          <Link href={orderPagePath(order.replacement_for)} prefetch={false} className="font-mono font-semibold text-brand-800 underline underline-offset-2">
            {orderNumber(order.replacement_for)}
          </Link>
          : nothing to pay.
        </p>
      ) : null}

      {payable || cancellable ? (
        <div className="mt-6 flex flex-wrap gap-3">
          {payable && payment !== "failed" ? (
            <PayNowLink
              orderId={order._id}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900"
            />
          ) : null}
          {canReturnToCart(order) ? (
            <ReturnToCartButton
              customerId={customer.id}
              orderId={order._id}
              className="inline-flex min-h-12 items-center justify-center rounded-full border border-brand-200 px-6 font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50"
            />
          ) : null}
          {cancellable ? (
            <CancelOrderButton
              customerId={customer.id}
              orderId={order._id}
              paid={order.payment_status === "paid"}
              onCancelled={() => heading.current?.focus()}
            />
          ) : null}
        </div>
      ) : null}
      {order.delivery_status === "pending" && !payable ? (
        <p className="mt-4 rounded-2xl bg-surface px-5 py-4 text-ink">
          The time to pay for this order has ended, so it will be cancelled and its items go back on sale.
        </p>
      ) : null}

      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="order-items" className={card}>
            <h2 id="order-items" className="mb-4 text-xl font-bold text-ink">
              Items ({order.items})
            </h2>
            <OrderLines lines={order.products} />
          </section>
          <section aria-labelledby="order-progress" className={card}>
            <h2 id="order-progress" className="text-xl font-bold text-ink">
              Order status
            </h2>
            <OrderTimeline order={order} returnSteps={returnSteps(returns.data?.returns ?? [])} />
          </section>
          <OrderReturns order={order} customerId={customer.id} className={card} />
        </div>

        <div className="min-w-0 space-y-6 break-words">
          <section aria-labelledby="order-summary" className={card}>
            <h2 id="order-summary" className="text-xl font-bold text-ink">
              Order summary
            </h2>
            <dl className="mt-2 divide-y divide-line" data-testid="order-summary">
              <SummaryRow label="Order Id" testId="summary-order-id">
                <span className="font-mono">{number}</span>
              </SummaryRow>
              <SummaryRow label="Email">
                <span className="break-all">{customer.email}</span>
              </SummaryRow>
              <SummaryRow label="Date">{formatOrderTime(order.date)}</SummaryRow>
              <SummaryRow label="Payment status" testId="summary-payment">
                {paymentLabel(order)}
                {method ? <span className="block text-sm font-normal text-muted">{method}</span> : null}
                {refund ? <span className="block text-sm font-normal text-ink">{refund}</span> : null}
              </SummaryRow>
              <SummaryRow label="Order status">
                <OrderStatusBadge status={order.delivery_status} />
              </SummaryRow>
              <SummaryRow label="Products">{formatRupees(products)}</SummaryRow>
              {order.replacement_for ? (
                <SummaryRow label="Exchange" testId="summary-exchange">
                  − {formatRupees(products)}
                </SummaryRow>
              ) : null}
              <SummaryRow label="Coupon discount" testId="summary-coupon">
                {order.coupon_discount > 0 ? `− ${formatRupees(order.coupon_discount)}` : formatRupees(0)}
              </SummaryRow>
              <SummaryRow label="Shipping fee" testId="summary-shipping">
                {order.shipping_fee === 0 ? "Free" : formatRupees(order.shipping_fee)}
              </SummaryRow>
              {order.cod_fee > 0 ? (
                <SummaryRow label="Cash on delivery fee" testId="summary-cod-fee">
                  {formatRupees(order.cod_fee)}
                </SummaryRow>
              ) : null}
              <div className="flex items-center justify-between gap-4 pt-3">
                <dt className="font-bold text-ink">Price</dt>
                <dd className="text-xl font-extrabold text-ink" data-testid="summary-price">
                  {formatRupees(order.price)}
                </dd>
              </div>
            </dl>
          </section>

          <OrderInvoices invoices={order.invoices} className={card} />

          <section aria-labelledby="order-address" className={card}>
            <h2 id="order-address" className="text-xl font-bold text-ink">
              Delivery address
            </h2>
            <address className="mt-3 not-italic leading-relaxed text-ink" data-testid="order-address">
              <span className="block font-semibold">{address.name}</span>
              <span className="block">{address.address}</span>
              <span className="block">{address.area}</span>
              <span className="block">
                {address.city}, {address.province}
              </span>
              <span className="block">PIN {address.post}</span>
              <span className="mt-2 block text-muted">Phone {address.phone}</span>
            </address>
          </section>
        </div>
      </div>
    </div>
  );
}
