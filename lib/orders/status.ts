import { orderStatusEvents } from "@/models";
import type { Transaction } from "@/lib/db";

/**
 * Delivery statuses (DESIGN "Money and rules"): pending (created, unpaid) -> placed (COD
 * confirmed or paid) -> warehouse (packed) -> shipped -> delivered; cancelled from pending,
 * placed or warehouse. Every move is recorded with its time.
 */
export type DeliveryStatus = "pending" | "placed" | "warehouse" | "shipped" | "delivered" | "cancelled";

/** Until an order leaves the warehouse the shopper may cancel it, and stock goes back. */
export const CANCELLABLE_STATUSES = ["pending", "placed", "warehouse"] as const satisfies readonly DeliveryStatus[];

/**
 * Where staff may move an order from each status (docs/ARCHITECTURE.md "Fulfilment"): placed ->
 * warehouse (packed) -> shipped -> delivered, and cancelled before it ships. A pending order
 * waits for its payment (the customer or the expiry job cancel it, never staff), and delivered
 * and cancelled are ends. Staff cancel from the cancellable statuses that are not pending, so
 * the customer's rule and the seller's agree on when an order can still be stopped.
 */
export const FULFILMENT_MOVES: Record<DeliveryStatus, readonly DeliveryStatus[]> = {
  pending: [],
  placed: ["warehouse", "cancelled"],
  warehouse: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

/** The dashboard's filter: the contract's five, then the last two steps of the road. */
export const ORDER_FILTERS = ["all", "placed", "pending", "cancelled", "warehouse", "shipped", "delivered"] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** An unpaid order is held this long (stock and coupon with it) before it is cancelled. */
export const PAY_WITHIN_MS = 30 * 60 * 1000;

/** When an order stops waiting for payment (its stock and coupon are then given back). */
export function payBy(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PAY_WITHIN_MS);
}

/** Writes a status move into the order's timeline, in the transaction that makes the move. */
export async function recordStatus(tx: Transaction, orderId: string, status: DeliveryStatus, at: Date): Promise<void> {
  await tx.insert(orderStatusEvents).values({ orderId, status, at });
}
