import { relations, sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { customers } from "./customers";
import { orderLines, orders } from "./orders";
import { refunds } from "./refunds";
import { sellers } from "./sellers";

/**
 * requested (by the customer) -> approved (pickup booked) or refused (with the seller's reason);
 * approved -> received (the parcel came back: credit note, and the refund starts) -> refunded
 * (online: the gateway's refund processed; cash on delivery: the seller marked the payout paid).
 * An exchange goes approved -> exchanged when the parcel comes back: its replacement order is
 * written then and ships like any order.
 */
export const returnStatus = pgEnum("return_status", ["requested", "approved", "refused", "received", "refunded", "exchanged"]);

/** What the customer wants for the pieces: their money back, or the same product in another size or colour. */
export const returnResolution = pgEnum("return_resolution", ["refund", "exchange"]);

/** Why the customer sends it back, as the form offers it. */
export const returnReason = pgEnum("return_reason", ["damaged", "wrong_item", "size_does_not_fit", "not_as_described", "changed_mind"]);

/** Where a cash-on-delivery order's money goes back to: a UPI ID, or a bank account and its IFSC. */
export type RefundDestination = { upi: string } | { account: string; ifsc: string };

/**
 * A customer's request to send lines of a delivered order back for their money (lib/returns).
 * Every line of one return is of one shop (`sellerId`), whose seller handles it. The quantities
 * of a line's returns that are not refused never add up to more than was bought: checked under
 * the order row's lock in the transaction that writes the request. `refundPaise` is what the
 * lines were paid (less their coupon share), set when the parcel is received; `refundId` is the
 * gateway refund of an online order, `refundTo` the payout of a cash-on-delivery one.
 */
export const returns = pgTable(
  "returns",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => sellers.id, { onDelete: "cascade" }),
    status: returnStatus("status").notNull().default("requested"),
    resolution: returnResolution("resolution").notNull().default("refund"),
    reason: returnReason("reason").notNull(),
    /** The customer's own words (optional). */
    note: text("note"),
    photos: text("photos").array().notNull().default(sql`'{}'::text[]`),
    refundTo: jsonb("refund_to").$type<RefundDestination>(),
    refusedReason: text("refused_reason"),
    refundPaise: integer("refund_paise"),
    refundId: uuid("refund_id").references(() => refunds.id, { onDelete: "set null" }),
    /** An exchange's replacement order, written when the returned parcel is received. */
    replacementOrderId: uuid("replacement_order_id").references(() => orders.id, { onDelete: "set null" }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    refusedAt: timestamp("refused_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    exchangedAt: timestamp("exchanged_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("returns_order_id_idx").on(t.orderId),
    index("returns_customer_id_idx").on(t.customerId),
    index("returns_seller_id_created_at_idx").on(t.sellerId, t.createdAt),
    uniqueIndex("returns_refund_id_idx").on(t.refundId),
    uniqueIndex("returns_replacement_order_id_idx").on(t.replacementOrderId),
    check("returns_note_chk", sql`char_length(${t.note}) between 1 and 500`),
    check("returns_refused_reason_chk", sql`char_length(${t.refusedReason}) between 1 and 300`),
    check("returns_refund_paise_chk", sql`${t.refundPaise} >= 0`),
    check("returns_photos_chk", sql`cardinality(${t.photos}) <= 3`),
    check("returns_exchange_refund_chk", sql`${t.resolution} = 'refund' or (${t.refundTo} is null and ${t.refundId} is null)`),
  ],
);

/**
 * How many pieces of an order line a return sends back, and for an exchange the size and colour
 * wanted instead (both, or neither for a refund). The replacement pieces are taken from the
 * product's stock when the exchange is asked for, and given back if it is refused.
 */
export const returnLines = pgTable(
  "return_lines",
  {
    id: id(),
    returnId: uuid("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    orderLineId: uuid("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    exchangeSize: text("exchange_size"),
    exchangeColor: text("exchange_color"),
  },
  (t) => [
    uniqueIndex("return_lines_return_id_order_line_id_idx").on(t.returnId, t.orderLineId),
    index("return_lines_order_line_id_idx").on(t.orderLineId),
    check("return_lines_quantity_chk", sql`${t.quantity} >= 1`),
    check("return_lines_exchange_chk", sql`(${t.exchangeSize} is null) = (${t.exchangeColor} is null)`),
  ],
);

export const returnsRelations = relations(returns, ({ one, many }) => ({
  order: one(orders, { fields: [returns.orderId], references: [orders.id] }),
  lines: many(returnLines),
}));

export const returnLinesRelations = relations(returnLines, ({ one }) => ({
  return: one(returns, { fields: [returnLines.returnId], references: [returns.id] }),
  orderLine: one(orderLines, { fields: [returnLines.orderLineId], references: [orderLines.id] }),
}));

export type Return = typeof returns.$inferSelect;
export type ReturnLine = typeof returnLines.$inferSelect;
