import Link from "next/link";
import type { OrderDocument } from "@/components/shop-data/types";
import { formatRupees } from "@/lib/format";
import { formatOrderDate, isPayable, orderNumber, orderPagePath, paymentLabel, paymentMethodLabel, payNowPath } from "./order-display";
import { OrderStatusBadge } from "./order-status-badge";

const viewLink =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-brand-200 px-4 text-sm font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50";
const payLink = "inline-flex min-h-11 items-center justify-center rounded-full bg-brand-800 px-4 text-sm font-semibold text-white hover:bg-brand-900";

/** View, and Pay Now while the order can still be paid for (spec §2, §4). */
function Actions({ order, stacked }: { order: OrderDocument; stacked?: boolean }) {
  const number = orderNumber(order._id);
  return (
    <div className={stacked ? "grid auto-cols-fr grid-flow-col gap-2" : "flex flex-wrap gap-2"}>
      {/* Each customer's own pages: never prefetched. */}
      <Link href={orderPagePath(order._id)} prefetch={false} className={viewLink}>
        View<span className="sr-only"> order {number}</span>
      </Link>
      {isPayable(order) ? (
        <Link href={payNowPath(order._id)} prefetch={false} className={payLink}>
          Pay Now<span className="sr-only"> for order {number}</span>
        </Link>
      ) : null}
    </div>
  );
}

function Payment({ order }: { order: OrderDocument }) {
  const method = paymentMethodLabel(order);
  return (
    <span data-testid="payment-status">
      <span className="font-semibold">{paymentLabel(order)}</span>
      {method ? <span className="block text-sm text-muted">{method}</span> : null}
    </span>
  );
}

/**
 * The customer's orders: a table from the md breakpoint, a card per order on phones (a
 * five-column table does not fit 390 px). Only one of the two is displayed, so assistive
 * technology meets each order once.
 */
export function OrderList({ orders }: { orders: OrderDocument[] }) {
  return (
    <>
      <table className="hidden w-full border-separate border-spacing-0 text-left md:table" data-testid="orders-table">
        <thead>
          <tr className="text-sm text-muted">
            <th scope="col" className="border-b border-line px-4 py-3 font-semibold">
              Order Id
            </th>
            <th scope="col" className="border-b border-line px-4 py-3 font-semibold">
              Price
            </th>
            <th scope="col" className="border-b border-line px-4 py-3 font-semibold">
              Payment status
            </th>
            <th scope="col" className="border-b border-line px-4 py-3 font-semibold">
              Order status
            </th>
            <th scope="col" className="border-b border-line px-4 py-3 font-semibold">
              Action
            </th>
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
                <Actions order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="space-y-3 md:hidden" data-testid="orders-cards">
        {orders.map((order) => (
          <li key={order._id} data-testid="order-entry" data-order-id={order._id} className="rounded-2xl border border-line p-4">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="text-xs font-semibold uppercase tracking-wide text-muted">Order Id</p>
                <p className="font-mono text-lg font-bold text-ink" data-testid="order-number">
                  {orderNumber(order._id)}
                </p>
                <p className="text-sm text-muted">{formatOrderDate(order.date)}</p>
              </div>
              <OrderStatusBadge status={order.delivery_status} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-3 border-t border-line pt-3">
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted">Price</dt>
                <dd className="font-semibold" data-testid="order-price">
                  {formatRupees(order.price)}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted">Payment status</dt>
                <dd>
                  <Payment order={order} />
                </dd>
              </div>
            </dl>
            <div className="mt-4">
              <Actions order={order} stacked />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
