import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { orderTotal } from "@/lib/pricing";
import { orderLines, orderStatusEvents, orders, type Order, type OrderLine } from "@/models";
import { ownOrder } from "./ownership";
import { payBy, type OrderFilter } from "./status";
import type { OrderDetail, OrderLineView, OrderView } from "./types";

export function toLineView(line: OrderLine): OrderLineView {
  return {
    id: line.id,
    productId: line.productId,
    sellerId: line.sellerId,
    name: line.name,
    brand: line.brand,
    image: line.image,
    size: line.size,
    color: line.color,
    quantity: line.quantity,
    price: line.price,
    discount: line.discount,
  };
}

export function toOrderView(order: Order, lines: OrderLine[]): OrderView {
  const waitsForPayment = order.deliveryStatus === "pending" && order.paymentStatus === "unpaid";
  return {
    id: order.id,
    price: order.price,
    shippingFee: order.shippingFee,
    couponDiscount: order.couponDiscount,
    total: orderTotal(order),
    items: order.items,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    deliveryStatus: order.deliveryStatus,
    shippingInfo: order.shippingInfo,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    createdAt: order.createdAt,
    payBy: waitsForPayment ? payBy(order.createdAt) : null,
    lines: lines.map(toLineView),
  };
}

/** A customer's orders, newest first, with their lines; `filter` is a delivery status or all. */
export async function listOrders(customerId: string, filter: OrderFilter): Promise<OrderView[]> {
  const db = await getDb();
  const where = filter === "all" ? eq(orders.customerId, customerId) : and(eq(orders.customerId, customerId), eq(orders.deliveryStatus, filter));
  const list = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id));
  if (list.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, list.map((order) => order.id)))
    .orderBy(asc(orderLines.name), asc(orderLines.id));
  const linesOf = new Map<string, OrderLine[]>();
  for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
  return list.map((order) => toOrderView(order, linesOf.get(order.id) ?? []));
}

/** One of the customer's own orders with its lines and timeline; 404 for anyone else's. */
export async function getOrderDetail(customerId: string, orderId: string): Promise<OrderDetail> {
  const db = await getDb();
  const order = await ownOrder(db, customerId, orderId);
  const [lines, events] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.name), asc(orderLines.id)),
    db
      .select({ status: orderStatusEvents.status, at: orderStatusEvents.at })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.id))
      // Moves made in the same instant keep the statuses' own order (the enum's: pending first).
      .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.status)),
  ]);
  return { ...toOrderView(order, lines), timeline: events };
}
