import type { StaffOrderDocument, StaffOrdersAnswer } from "@/lib/api-answers/orders";
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { StaffMember } from "@/lib/auth/staff";
import { getDb, type Database, type Transaction } from "@/lib/db";
import { customers, orderLines, orders, returns, type Order, type OrderLine } from "@/models";
import { toOrderDocument } from "./documents";
import { nextStatuses, reachOf } from "./fulfilment-rules";
import { STAFF_ORDERS_PER_PAGE, type StaffOrdersQuery } from "./fulfilment-input";
import { orderNumber } from "./order-number";
import { paidPayments, toOrderView } from "./read";

/**
 * The orders a seller fulfils (docs/ARCHITECTURE.md "Fulfilment"): every order holding a line
 * of their shop, newest first, a page at a time; an admin sees every order. Each order comes
 * whole (all its lines, each marked whether it is the caller's), with the customer's name, where
 * it goes, its payment and whether a refund is due, and the moves this caller may make now.
 */

type Row = { order: Order; customerName: string };

/** The list's condition for one staff member: an order with a line of their shop (admin: any). */
function visibleTo(staff: StaffMember): SQL | undefined {
  if (staff.role === "admin") return undefined;
  if (!staff.shop) return sql`false`;
  return sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.sellerId} = ${staff.shop.id})`;
}

/** The orders of `rows` as the staff calls answer them, with their lines and refund markers. */
export async function staffOrderDocuments(db: Database | Transaction, staff: StaffMember, rows: readonly Row[]): Promise<StaffOrderDocument[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.order.id);
  const [lines, paid, replacing] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.name), asc(orderLines.id)),
    paidPayments(db, ids),
    db.select({ replacementId: returns.replacementOrderId, orderId: returns.orderId }).from(returns).where(inArray(returns.replacementOrderId, ids)),
  ]);
  const linesOf = new Map<string, OrderLine[]>();
  for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
  const refundDue = new Set(paid.filter((row) => row.refundDue && row.refundedPaise < row.amountPaise).map((row) => row.orderId));
  return rows.map(({ order, customerName }) => {
    const own = linesOf.get(order.id) ?? [];
    const reach = reachOf(staff, own.map((line) => line.sellerId));
    const document = toOrderDocument(toOrderView(order, own, paid.filter((row) => row.orderId === order.id)));
    return {
      ...document,
      order_number: orderNumber(order.id),
      customer: { name: customerName },
      refund_due: refundDue.has(order.id),
      replacement_for: replacing.find((row) => row.replacementId === order.id)?.orderId ?? null,
      can_move: reach === "move",
      next_statuses: [...nextStatuses(reach, order.deliveryStatus)],
      // An admin acts for every shop, so every line is theirs to fulfil.
      products: document.products.map((line) => ({ ...line, yours: staff.role === "admin" || line.sellerId === staff.shop?.id })),
    };
  });
}

export type { StaffOrderDocument };

const selection = { order: orders, customerName: customers.name };

/** One order as the staff calls answer it (the caller may reach it: the move checked). */
export async function staffOrderDocument(db: Database | Transaction, staff: StaffMember, orderId: string): Promise<StaffOrderDocument> {
  const rows = await db.select(selection).from(orders).innerJoin(customers, eq(customers.id, orders.customerId)).where(eq(orders.id, orderId));
  const [document] = await staffOrderDocuments(db, staff, rows);
  if (!document) throw new Error(`order ${orderId} vanished while it was being answered`);
  return document;
}

/** GET /seller/orders: a page of the caller's orders with the list's size. */
export async function listStaffOrders(staff: StaffMember, query: StaffOrdersQuery): Promise<StaffOrdersAnswer> {
  const db = await getDb();
  const where = and(visibleTo(staff), query.status === "all" ? undefined : eq(orders.deliveryStatus, query.status));
  const [counted] = await db.select({ n: count() }).from(orders).where(where);
  const total = counted?.n ?? 0;
  const rows = await db
    .select(selection)
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(STAFF_ORDERS_PER_PAGE)
    .offset((query.page - 1) * STAFF_ORDERS_PER_PAGE);
  return {
    orders: await staffOrderDocuments(db, staff, rows),
    total,
    page: query.page,
    pages: Math.ceil(total / STAFF_ORDERS_PER_PAGE),
    perPage: STAFF_ORDERS_PER_PAGE,
  };
}
