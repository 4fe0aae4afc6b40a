import Link from "next/link";
import type { OrderDocument } from "@/components/shop-data/types";
import { formatRupees } from "@/lib/format";
import { Picture } from "@/components/ui/picture";
import {
  canReturnToCart,
  formatOrderDate,
  isPayable,
  orderNumber,
  orderPagePath,
  paymentLabel,
  paymentMethodLabel,
  refundNote,
} from "./order-display";
import { OrderStatusBadge } from "./order-status-badge";
import { PayNowLink } from "./pay-now-link";
import { ReturnToCartButton } from "./return-to-cart-button";

const viewLink =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-brand-200 px-4 text-sm font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50";
const payLink = "inline-flex min-h-11 items-center justify-center rounded-full bg-brand-800 px-4 text-sm font-semibold text-white hover:bg-brand-900";

/** The columns of the orders table (wide screens). */
const COLUMNS = ["Order Id", "Price", "Payment status", "Order status", "Action"];

/**
 * View, and Pay Now while the order can still be paid for; an order waiting for
 * payment may also go back to the cart instead.
 */
function Actions({ order, customerId, stacked }: { order: OrderDocument; customerId: string; stacked?: boolean }) {
  const number = orderNumber(order._id);
  return (
    <div className={stacked ? "grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-2" : "flex flex-wrap gap-2"}>
      {/* Each customer's own pages: never prefetched. */}
      <Link href={orderPagePath(order._id)} prefetch={false} className={viewLink}>
        View<span className="sr-only"> order {number}</span>
      </Link>
      {isPayable(order) ? (
        <PayNowLink orderId={order._id} className={payLink}>
          Pay Now<span className="sr-only"> for order {number}</span>
        </PayNowLink>
      ) : null}
      {canReturnToCart(order) ? <ReturnToCartButton customerId={customerId} orderId={order._id} className={viewLink} /> : null}
    </div>
  );
}

/** What the order holds, at a glance: the first pictures as bought, and how many more. */
function Thumbnails({ order, size }: { order: OrderDocument; size: "sm" | "md" }) {
  const shown = order.products.slice(0, 3);
  const more = order.products.length - shown.length;
  const box = size === "md" ? "size-14" : "size-10";
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Items" data-testid="order-thumbnails">
      {shown.map((line) => (
        <li key={line._id} className={`${box} shrink-0 overflow-hidden rounded-lg bg-surface ring-1 ring-line`}>
          {line.images[0] ? <Picture src={line.images[0]} alt={line.name} width={56} height={56} className="size-full object-cover" /> : <span className="sr-only">{line.name}</span>}
        </li>
      ))}
      {more > 0 ? <li className="text-sm font-semibold text-muted">+{more} more</li> : null}
    </ul>
  );
}

function Payment({ order }: { order: OrderDocument }) {
  const method = paymentMethodLabel(order);
  return (
    <span data-testid="payment-status">
      <span className="font-semibold">{paymentLabel(order)}</span>
      {method ? <span className="block text-sm text-muted">{method}</span> : null}
      {order.refund ? (
        <span className="block text-sm text-ink" data-testid="refund-note">
          {refundNote(order)}
        </span>
      ) : null}
    </span>
  );
}

/**
 * The customer's orders: a table from the md breakpoint, a card per order on phones (a
 * five-column table does not fit 390 px). Only one of the two is displayed, so assistive
 * technology meets each order once.
 */
export function OrderList({ orders, customerId }: { orders: OrderDocument[]; customerId: string }) {
  return (
    <>
      <table className="hidden w-full border-separate border-spacing-0 text-left md:table" data-testid="orders-table">
        <thead>
          <tr className="text-sm text-muted">
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="border-b border-line px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order._id} data-testid="order-entry" data-order-id={order._id} className="align-top">
              <th scope="row" className="border-b border-line px-4 py-4 font-normal">
                <span className="font-mono font-bold text-ink" data-testid="order-number">
                  {orderNumber(order._id)}
                </span>
                <span className="block text-sm text-muted">{formatOrderDate(order.date)}</span>
                <div className="mt-2">
                  <Thumbnails order={order} size="sm" />
                </div>
              </th>
              <td className="border-b border-line px-4 py-4 font-semibold" data-testid="order-price">
                {formatRupees(order.price)}
              </td>
              <td className="border-b border-line px-4 py-4">
                <Payment order={order} />
              </td>
              <td className="border-b border-line px-4 py-4">
                <OrderStatusBadge status={order.delivery_status} />
              </td>
              <td className="border-b border-line px-4 py-4">
                <Actions order={order} customerId={customerId} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="space-y-3 md:hidden" data-testid="orders-cards">
        {orders.map((order) => (
          <li key={order._id} data-testid="order-entry" data-order-id={order._id} className="rounded-2xl border border-line p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-xs font-semibold uppercase tracking-wide text-muted">Order Id</p>
                <p className="font-mono text-lg font-bold text-ink" data-testid="order-number">
                  {orderNumber(order._id)}
                </p>
                <p className="text-sm text-muted">{formatOrderDate(order.date)}</p>
              </div>
              <OrderStatusBadge status={order.delivery_status} />
            </div>
            <div className="mt-3">
              <Thumbnails order={order} size="md" />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-3 border-t border-line pt-3">
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted">Price</dt>
                <dd className="font-semibold" data-testid="order-price">
                  {formatRupees(order.price)}
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted">Payment status</dt>
                <dd>
                  <Payment order={order} />
                </dd>
              </div>
            </dl>
            <div className="mt-4">
              <Actions order={order} customerId={customerId} stacked />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
