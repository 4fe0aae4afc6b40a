import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { codFeeRupees, orderTotal } from "@/lib/pricing";
import type { Database, Transaction } from "@/lib/db";
import { orderLines, orderStatusEvents, orders, payments, type Order, type OrderLine } from "@/models";
import { listedToCustomer } from "./listed";
import { ownOrder } from "./ownership";
import { payBy, type OrderFilter } from "./status";
import { invoicesOfOrder } from "@/lib/invoices/list";
import { replacedBy } from "@/lib/returns/exchange";
import type { OrderDetail, OrderLineView, OrderRefund, OrderView } from "./types";

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

export type PaidPayment = { orderId: string; amountPaise: number; refundDue: boolean; refundedPaise: number };

/** The payments received for these orders, with what of each has gone back (their refund is worked out from them). */
export async function paidPayments(db: Database | Transaction, orderIds: string[]): Promise<PaidPayment[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: payments.orderId,
      amountPaise: payments.amountPaise,
      refundDue: payments.refundDue,
      // Spelt out: drizzle writes a select's columns unqualified, and "id" here would be the refund's.
      refundedPaise: sql<number>`(select coalesce(sum(r.amount_paise), 0)::int from refunds r where r.payment_id = "payments"."id" and r.status = 'processed')`.mapWith(Number),
    })
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.status, "paid")));
}

/**
 * What goes back to the customer: the payments marked refund-due (money received for an order
 * cancelled meanwhile or already paid) less what of them the gateway has refunded; once nothing
 * is left, what was refunded. All that was paid once the order is marked refunded.
 */
function refundOf(order: Order, paid: PaidPayment[]): OrderRefund | null {
  const rupees = (paise: number) => Math.floor(paise / 100);
  if (order.paymentStatus === "refunded") return { state: "refunded", amount: rupees(paid.reduce((sum, row) => sum + row.amountPaise, 0)) };
  const due = paid.filter((row) => row.refundDue);
  if (due.length === 0) return null;
  const left = due.reduce((sum, row) => sum + Math.max(0, row.amountPaise - row.refundedPaise), 0);
  if (left > 0) return { state: "due", amount: rupees(left) };
  return { state: "refunded", amount: rupees(due.reduce((sum, row) => sum + row.refundedPaise, 0)) };
}

export function toOrderView(order: Order, lines: OrderLine[], paid: PaidPayment[] = []): OrderView {
  const waitsForPayment = order.deliveryStatus === "pending" && order.paymentStatus === "unpaid";
  return {
    id: order.id,
    price: order.price,
    shippingFee: order.shippingFee,
    couponDiscount: order.couponDiscount,
    codFee: codFeeRupees(order.codFee),
    promisedBy: order.promisedBy,
    total: orderTotal(order),
    items: order.items,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    deliveryStatus: order.deliveryStatus,
    shippingInfo: order.shippingInfo,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    refund: refundOf(order, paid),
    createdAt: order.createdAt,
    payBy: waitsForPayment ? payBy(order.createdAt) : null,
    lines: lines.map(toLineView),
  };
}

/** A customer's orders, newest first, with their lines; `filter` is a delivery status or all. */
export async function listOrders(customerId: string, filter: OrderFilter): Promise<OrderView[]> {
  const db = await getDb();
  const where = and(eq(orders.customerId, customerId), listedToCustomer, filter === "all" ? undefined : eq(orders.deliveryStatus, filter));
  const list = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id));
  if (list.length === 0) return [];
  const ids = list.map((order) => order.id);
  const [lines, paid] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.name), asc(orderLines.id)),
    paidPayments(db, ids),
  ]);
  const linesOf = new Map<string, OrderLine[]>();
  for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
  return list.map((order) => toOrderView(order, linesOf.get(order.id) ?? [], paid.filter((row) => row.orderId === order.id)));
}

/** One of the customer's own orders with its lines and timeline; 404 for anyone else's. */
export async function getOrderDetail(customerId: string, orderId: string): Promise<OrderDetail> {
  const db = await getDb();
  const order = await ownOrder(db, customerId, orderId);
  const [lines, events, paid, invoices, replaced] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.name), asc(orderLines.id)),
    db
      .select({ status: orderStatusEvents.status, at: orderStatusEvents.at })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.id))
      // Moves made in the same instant keep the statuses' own order (the enum's: pending first).
      .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.status)),
    paidPayments(db, [order.id]),
    invoicesOfOrder(db, order.id),
    replacedBy(db, order.id),
  ]);
  return { ...toOrderView(order, lines, paid), timeline: events, invoices, replacementFor: replaced?.orderId ?? null };
}
