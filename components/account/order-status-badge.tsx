import type { OrderStatus } from "@/components/shop-data/types";
import { STATUS_LABELS, statusTone } from "./order-display";

/** An order's delivery status: its word on the spec's colour (green, red or blue). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      data-testid="order-status"
      data-status={status}
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${statusTone(status)}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
