import type { OrderDetailDocument, OrderDocument, OrderFilter, OrderStatus } from "@/components/shop-data/types";
import { formatRupees } from "@/lib/format";
import { orderNumber } from "@/lib/orders/order-number";
import { policyText } from "@/lib/policies";
import { orderPagePath } from "@/lib/orders/order-page";
import { dateInIndia, dateTimeInIndia } from "@/lib/india-dates";

/**
 * How the dashboard and the order page show an order: one set of words and colours for both,
 * and the two rules that decide which buttons an order gets (Pay Now, Cancel order).
 * Browser-safe: no database or server code.
 */
export { orderNumber, orderPagePath };

/**
 * The My Orders filter, in the order of the road an order takes; `warehouse` is shown as Packed.
 * Shipped and Delivered are there too, so a shopper can find the parcel on its way.
 */
export const ORDER_FILTERS = ["all", "pending", "placed", "warehouse", "shipped", "delivered", "cancelled"] as const satisfies readonly OrderFilter[];

export const FILTER_LABELS: Record<OrderFilter, string> = {
  all: "All",
  placed: "Placed",
  pending: "Pending",
  cancelled: "Cancelled",
  warehouse: "Packed",
  shipped: "Shipped",
  delivered: "Delivered",
};

export function isOrderFilter(value: string | null | undefined): value is OrderFilter {
  return (ORDER_FILTERS as readonly string[]).includes(value ?? "");
}

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  placed: "Placed",
  warehouse: "Packed",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/**
 * Delivered green, cancelled red, every other status blue. Dark text on a pale tint
 * (7:1 or more) with a ring, and the status always written out, so colour is never the only cue.
 */
export function statusTone(status: OrderStatus): string {
  if (status === "delivered") return "bg-green-100 text-green-900 ring-green-700/40";
  if (status === "cancelled") return "bg-red-100 text-red-900 ring-red-700/40";
  return "bg-blue-100 text-blue-900 ring-blue-700/40";
}

type PaymentFacts = Pick<OrderDocument, "payment_status" | "payment_method"> & Partial<Pick<OrderDocument, "refund">>;

/**
 * Paid or not paid; a refund is named as such, so a cancelled paid order never just
 * says Paid after promising the money back.
 */
export function paymentLabel(order: PaymentFacts): string {
  if (order.refund?.state === "due") return "Refund due";
  if (order.refund?.state === "refunded" || order.payment_status === "refunded") return "Refunded";
  if (order.payment_status === "paid") return "Paid";
  return "Not paid";
}

/** The refund's amount and when it arrives, e.g. "₹1,299 back to you within 7 to 10 business days". */
export function refundNote(order: Pick<OrderDocument, "refund">): string | null {
  if (!order.refund) return null;
  const amount = formatRupees(order.refund.amount);
  return order.refund.state === "due" ? `${amount} back to you within ${policyText.refund}` : `${amount} refunded`;
}

/**
 * An unpaid order still waiting for payment may go back to the cart instead
 * (POST return-to-cart): not while cash on delivery confirmed it, nor once paid.
 */
export function canReturnToCart(order: Pick<OrderDocument, "payment_status" | "delivery_status">): boolean {
  return order.delivery_status === "pending" && order.payment_status === "unpaid";
}

/** How the shopper pays or paid, when chosen. */
export function paymentMethodLabel(order: PaymentFacts): string | null {
  if (order.payment_method === "cod") return "Cash on delivery";
  if (order.payment_method === "online") return "Online payment";
  return null;
}

/**
 * Pay Now is offered only while the server would take the payment (lib/payments/payable.ts):
 * pending, unpaid, not cash on delivery, and before `pay_by` (30 minutes after ordering; the
 * server then cancels the order and its stock goes back on sale).
 */
export function isPayable(order: Pick<OrderDocument, "payment_status" | "payment_method" | "delivery_status" | "pay_by">, at = Date.now()): boolean {
  if (order.payment_status !== "unpaid" || order.delivery_status !== "pending" || order.payment_method === "cod") return false;
  if (!order.pay_by) return false;
  const deadline = Date.parse(order.pay_by);
  return Number.isFinite(deadline) && deadline > at;
}

/** The order has not left the warehouse, so the shopper may still cancel it (lib/orders/status.ts). */
export function isCancellable(order: Pick<OrderDocument, "delivery_status">): boolean {
  return order.delivery_status === "pending" || order.delivery_status === "placed" || order.delivery_status === "warehouse";
}

/** Where Pay Now goes: the payment page loads the order by its id. */
export function payNowPath(orderId: string): string {
  return `/payment?orderId=${encodeURIComponent(orderId)}`;
}

/** The dashboard opened on My Orders (a link back from the order page). */
export const MY_ORDERS_PATH = "/dashboard-client?tab=orders";

// Shown in India's time whatever the browser's zone, so a shopper abroad and the shop agree.
/** 12 Mar 2026 */
export function formatOrderDate(iso: string): string {
  return dateInIndia(new Date(iso));
}

/** 12 Mar 2026, 4:05 pm */
export function formatOrderTime(iso: string): string {
  return dateTimeInIndia(new Date(iso));
}

/** The road an order takes (DESIGN "Money and rules"). */
const ROAD: OrderStatus[] = ["pending", "placed", "warehouse", "shipped", "delivered"];

export type TimelineStep = { status: OrderStatus; date: string | null };

/**
 * The steps to draw: every step of the road with the time it was reached (from the order's
 * status events), the ones still ahead without one. A cancelled order ends at Cancelled, after
 * the steps it did reach: nothing lies ahead of it.
 */
export function timelineSteps(order: Pick<OrderDetailDocument, "delivery_status" | "timeline">): TimelineStep[] {
  const reached = new Map<OrderStatus, string>();
  for (const move of order.timeline) if (!reached.has(move.status)) reached.set(move.status, move.date);
  if (order.delivery_status === "cancelled") {
    const done = ROAD.filter((status) => reached.has(status)).map((status) => ({ status, date: reached.get(status)! }));
    return [...done, { status: "cancelled", date: reached.get("cancelled") ?? null }];
  }
  return ROAD.map((status) => ({ status, date: reached.get(status) ?? null }));
}
