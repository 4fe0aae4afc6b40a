import { OrderStatusBadge } from "@/components/account/order-status-badge";
import { OrderTimeline } from "@/components/account/order-timeline";
import type { TrackedOrderDocument } from "@/components/shop-data/types";
import { deliveryEstimateText } from "@/lib/orders/delivery-estimate";
import { formatOrderTime } from "@/components/account/order-display";

/**
 * An order found by its number: where it is, when it should arrive, and its road with the
 * courier and the link to follow the parcel (the timeline's shipped step). Only what the answer
 * carries: no name, address or prices (docs/decisions/0027).
 */
export function TrackedOrder({ order, headingRef }: { order: TrackedOrderDocument; headingRef: React.Ref<HTMLHeadingElement> }) {
  const estimate = order.delivery_estimate
    ? deliveryEstimateText({ earliest: new Date(order.delivery_estimate.earliest), latest: new Date(order.delivery_estimate.latest) })
    : null;
  return (
    <section aria-labelledby="tracked-order-heading" className="rounded-2xl bg-white p-5 ring-1 ring-line sm:p-8" data-testid="tracked-order">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tracked-order-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold text-brand-900 outline-none">
          Order {order.order_number}
        </h2>
        <OrderStatusBadge status={order.delivery_status} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">Ordered</dt>
          <dd className="font-medium text-ink">
            <time dateTime={order.date}>{formatOrderTime(order.date)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-muted">Going to</dt>
          <dd className="font-medium text-ink">{order.city}</dd>
        </div>
        <div>
          <dt className="text-muted">Items</dt>
          <dd className="font-medium text-ink">{order.items}</dd>
        </div>
      </dl>
      {estimate ? (
        <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-ink ring-1 ring-brand-100" data-testid="tracked-estimate">
          Expected delivery: <span className="font-semibold">{estimate}</span>
        </p>
      ) : null}
      <OrderTimeline order={order} />
    </section>
  );
}
