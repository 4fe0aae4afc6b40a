import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { POST as addToCard } from "@/app/api/home/product/add-to-card/route";
import { POST as placeOrder } from "@/app/api/home/order/palce-order/route";
import { settleAfterResponse } from "@/lib/after-response";
import type { Database } from "@/lib/db";
import { orderLines, orderStatusEvents, orders, products } from "@/models";
import { as, call, type Caller, type Reply, type SeededProduct, type Shopper } from "./commerce-support";

/**
 * Shared by the order and payment API tests: shoppers with a cart, placing an order, and what
 * the tables hold afterwards.
 */

export const shipTo = {
  name: "Asha Verma",
  address: "12 MG Road",
  phone: "9876543210",
  post: "302001",
  province: "Rajasthan",
  city: "Jaipur",
  area: "Near the fort",
};

/** Calls a handler and then lets its after-response work (mails) finish, as a server would. */
export async function callSettled(...args: Parameters<typeof call>): Promise<Reply> {
  const reply = await call(...args);
  await settleAfterResponse();
  return reply;
}

/** Puts `quantity` of a product (its first size and colour unless named) into the shopper's cart. */
export async function addToCart(shopper: Shopper, product: SeededProduct, quantity: number, variant: { size?: string; color?: string } = {}) {
  const reply = await call(addToCard, "POST", "/home/product/add-to-card", as(shopper), {
    body: { userId: shopper.id, productId: product.id, quantity, size: variant.size ?? product.sizes[0], color: variant.color ?? product.colors[0] },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

/** POST /home/order/palce-order as the contract's checkout sends it (its copies are not read). */
export function placeOrderAs(caller: Caller, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return callSettled(placeOrder, "POST", "/home/order/palce-order", caller, {
    body: { price: 1, products: [], shipping_fee: 0, items: 1, shippingInfo: shipTo, ...body },
    headers,
  });
}

/** Places an order from the shopper's cart and returns its id. */
export async function placedOrderId(shopper: Shopper, body: Record<string, unknown> = {}): Promise<string> {
  const reply = await placeOrderAs(as(shopper), { userId: shopper.id, ...body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.orderId as string;
}

export async function orderRow(db: Database, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export async function stockOf(db: Database, productId: string): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

export async function timelineOf(db: Database, orderId: string): Promise<string[]> {
  const rows = await db
    .select({ status: orderStatusEvents.status })
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.status));
  return rows.map((row) => row.status);
}

export function linesOf(db: Database, orderId: string) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.name));
}
