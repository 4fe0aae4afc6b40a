import "server-only";
import type { CashOnDeliveryAnswer } from "@/lib/api-answers/payments";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { now } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { promiseFor } from "@/lib/delivery/promise";
import type { Database, Transaction } from "@/lib/db";
import { formatRupees } from "@/lib/format";
import { orderTotal } from "@/lib/pricing";
import { orders, type Order } from "@/models";

/**
 * Cash on delivery's limits (settings, lib/config.ts): the shop ships before it is paid, so one
 * customer may have only so many cash-on-delivery orders on the way, and no order above a
 * ceiling; and couriers collect no cash at some PIN codes and zones (COD_OFF_PINS,
 * COD_OFF_ZONES). Cash on delivery costs a fee (COD_FEE), added to the order on confirmation. The server enforces them when the shopper confirms cash on delivery; the payment page
 * asks GET /api/order/cash-on-delivery/{orderId} first, to explain them before the shopper
 * chooses.
 */

/** On the way: confirmed and not yet delivered or cancelled. */
const OPEN = ["placed", "warehouse", "shipped"] as const;

export const cashOnDeliveryMessages = {
  tooManyOpen: (max: number) =>
    `You already have ${max} cash-on-delivery ${max === 1 ? "order" : "orders"} on the way. Pay online, or wait until one is delivered.`,
  overCeiling: (max: number) => `Cash on delivery is available for orders up to ${formatRupees(max)}. Please pay online.`,
} as const;

export type CashOnDeliveryLimits = { maxOpenOrders: number; maxOrderValue: number; fee: number };

export function cashOnDeliveryLimits(): CashOnDeliveryLimits {
  const { maxOpenOrders, maxOrderValue, fee } = getConfig().cashOnDelivery;
  return { maxOpenOrders, maxOrderValue, fee };
}

/** Why cash on delivery is not offered where the order goes (the PIN's rules), or null. */
async function refusalAtPin(db: Database | Transaction, post: string, at: Date): Promise<string | null> {
  const promise = await promiseFor(post, at, db);
  // Orders are placed only to PINs the directory holds; an older order's unknown PIN gets no cash rule of its own.
  return promise ? promise.cashOnDeliveryOff : null;
}

async function openCashOnDeliveryOrders(db: Database | Transaction, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.paymentMethod, "cod"), inArray(orders.deliveryStatus, [...OPEN])));
  return row?.n ?? 0;
}

/**
 * Why cash on delivery cannot take this order, in the shop's words, or null when it can. Inside
 * the confirmation's transaction, call holdCustomersCashOnDelivery first, so the count cannot be
 * outrun by the same customer's other confirmation.
 */
export async function cashOnDeliveryRefusal(
  db: Database | Transaction,
  order: Pick<Order, "customerId" | "price" | "shippingFee" | "shippingInfo">,
): Promise<string | null> {
  const limits = cashOnDeliveryLimits();
  const atPin = await refusalAtPin(db, order.shippingInfo.post, now());
  if (atPin) return atPin;
  // The ceiling is on what the goods and shipping cost; the fee comes on top.
  if (orderTotal({ price: order.price, shippingFee: order.shippingFee }) > limits.maxOrderValue) return cashOnDeliveryMessages.overCeiling(limits.maxOrderValue);
  if ((await openCashOnDeliveryOrders(db, order.customerId)) >= limits.maxOpenOrders) return cashOnDeliveryMessages.tooManyOpen(limits.maxOpenOrders);
  return null;
}

/**
 * Queues one customer's cash-on-delivery confirmations: a transaction-level advisory lock on the
 * customer, so of two confirmations at once the second counts the first's order once it commits
 * (PostgreSQL, READ COMMITTED: each statement sees rows committed before it). Other customers
 * never wait. Released when the transaction ends.
 */
export async function holdCustomersCashOnDelivery(tx: Transaction, customerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cash-on-delivery:${customerId}`}, 0))`);
}

/** GET /api/order/cash-on-delivery/{orderId}: whether cash on delivery takes the customer's order now, why not, and the limits. */
export async function cashOnDeliveryFor(
  db: Database,
  order: Pick<Order, "customerId" | "price" | "shippingFee" | "shippingInfo">,
): Promise<CashOnDeliveryAnswer> {
  const reason = await cashOnDeliveryRefusal(db, order);
  return { available: reason === null, reason, limits: cashOnDeliveryLimits() };
}
