import type { OrderDetailDocument, OrderStatus } from "@/components/shop-data/types";
import { courierTracking } from "@/lib/orders/couriers";
import { formatOrderTime, timelineSteps, type TimelineStep } from "./order-display";
import type { ReturnStep } from "./return-steps";

/** Each step as the shopper reads it; `pending` is the moment the order was made. */
const STEP_LABELS: Record<OrderStatus, string> = {
  pending: "Ordered",
  placed: "Placed",
  warehouse: "Packed",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

function stepNote(step: TimelineStep, order: Pick<OrderDetailDocument, "delivery_status">): string {
  if (step.date) return formatOrderTime(step.date);
  if (step.status === "placed" && order.delivery_status === "pending") return "Waiting for payment";
  return "Not yet";
}

/**
 * Who carries the parcel and its tracking number, as the seller gave them when shipping; with a
 * courier we know (lib/orders/couriers.ts), a link to follow it on the courier's own site.
 */
function Shipment({ courier, trackingNumber }: { courier: string | null; trackingNumber: string | null }) {
  if (!courier && !trackingNumber) return null;
  const tracking = courierTracking(courier, trackingNumber);
  return (
    <dl className="mt-1 text-sm text-ink" data-testid="order-shipment">
      {courier ? (
        <div className="flex flex-wrap gap-x-1">
          <dt className="text-muted">Courier:</dt>{" "}
          <dd className="font-medium">{courier}</dd>
        </div>
      ) : null}
      {trackingNumber ? (
        <div className="flex flex-wrap gap-x-1">
          <dt className="text-muted">Tracking number:</dt>{" "}
          <dd className="break-all font-mono font-medium" data-testid="order-tracking-number">
            {tracking ? (
              <a
                href={tracking.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${trackingNumber}: ${tracking.opensParcel ? `track it on ${tracking.courier}'s site` : `${tracking.courier}'s tracking page, enter this number there`} (opens in a new tab)`}
                className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
                data-testid="tracking-link"
              >
                {trackingNumber}
              </a>
            ) : (
              trackingNumber
            )}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * The order's status timeline (placed, packed, shipped, delivered or cancelled, with times);
 * the shipped step carries the courier and tracking number when the seller gave them. The steps
 * of its returns and exchanges follow the delivery, each with its time.
 */
export function OrderTimeline({
  order,
  returnSteps = [],
}: {
  order: Pick<OrderDetailDocument, "delivery_status" | "timeline" | "courier" | "tracking_number">;
  returnSteps?: readonly ReturnStep[];
}) {
  const steps = timelineSteps(order);
  return (
    <ol className="mt-4" data-testid="order-timeline">
      {steps.map((step, index) => {
        const done = step.date !== null;
        const cancelled = step.status === "cancelled";
        const last = index === steps.length - 1 && returnSteps.length === 0;
        const dot = cancelled ? "border-red-700 bg-red-700" : done ? "border-brand-800 bg-brand-800" : "border-star-empty bg-white";
        return (
          <li key={step.status} className="relative flex gap-4 pb-6 last:pb-0" data-testid="timeline-step" data-status={step.status} data-done={done}>
            {last ? null : (
              <span aria-hidden="true" className={`absolute left-[0.6875rem] top-6 h-[calc(100%-1.5rem)] w-0.5 ${done && steps[index + 1]?.date ? "bg-brand-800" : "bg-line"}`} />
            )}
            <span aria-hidden="true" className={`relative mt-0.5 grid size-6 shrink-0 place-items-center rounded-full border-2 ${dot}`}>
              {done ? <span className="text-xs font-bold text-white">{cancelled ? "✕" : "✓"}</span> : null}
            </span>
            <div>
              <p className={`font-semibold ${cancelled ? "text-red-800" : done ? "text-ink" : "text-muted"}`}>
                {STEP_LABELS[step.status]}
                <span className="sr-only">{done ? ", done" : ", still to come"}</span>
              </p>
              <p className="text-sm text-muted">
                {step.date ? <time dateTime={step.date}>{stepNote(step, order)}</time> : stepNote(step, order)}
              </p>
              {step.status === "shipped" && step.date ? <Shipment courier={order.courier} trackingNumber={order.tracking_number} /> : null}
            </div>
          </li>
        );
      })}
      {returnSteps.map((step, index) => (
        <li key={step.key} className="relative flex gap-4 pb-6 last:pb-0" data-testid="timeline-step" data-status="return" data-done="true">
          {index === returnSteps.length - 1 ? null : <span aria-hidden="true" className="absolute left-[0.6875rem] top-6 h-[calc(100%-1.5rem)] w-0.5 bg-brand-800" />}
          <span aria-hidden="true" className="relative mt-0.5 grid size-6 shrink-0 place-items-center rounded-full border-2 border-brand-800 bg-brand-800">
            <span className="text-xs font-bold text-white">↺</span>
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-ink">{step.label}</p>
            <p className="text-sm text-muted">
              <time dateTime={step.date}>{formatOrderTime(step.date)}</time>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
