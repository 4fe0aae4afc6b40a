import { relations, sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { orders } from "./orders";
import { payments } from "./payments";

/** pending: asked of the gateway, not yet settled; processed: the money went back; failed: it did not. */
export const refundStatus = pgEnum("refund_status", ["pending", "processed", "failed"]);

/**
 * Money sent back for a payment (lib/refunds). `idempotencyKey` is unique and is what the gateway
 * receives (Razorpay's X-Refund-Idempotency), so the same refund asked twice, by two servers at
 * once or after a lost answer, is one refund here and one at the gateway. `amountPaise` of the
 * pending and processed refunds of a payment never add up to more than it captured: checked
 * under the payment row's lock in the transaction that writes the refund. A failed refund stays
 * as it was when the order's refund call sends what is due again (a new row), unless staff retry
 * that one refund: the row goes back to pending under `{first key}-retry-{n}` (lib/refunds/retry.ts).
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    status: refundStatus("status").notNull().default("pending"),
    providerRefundId: text("provider_refund_id"),
    idempotencyKey: text("idempotency_key").notNull(),
    /** Why the money goes back: "cancelled" (the order was cancelled after payment), "paid twice" ... */
    reason: text("reason").notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("refunds_idempotency_key_idx").on(t.idempotencyKey),
    uniqueIndex("refunds_provider_refund_id_idx").on(t.provider, t.providerRefundId),
    index("refunds_order_id_idx").on(t.orderId),
    index("refunds_payment_id_idx").on(t.paymentId),
    check("refunds_amount_paise_chk", sql`${t.amountPaise} > 0`),
    check("refunds_idempotency_key_chk", sql`${t.idempotencyKey} ~ '^[A-Za-z0-9_-]{10,64}$'`),
    check("refunds_reason_chk", sql`char_length(${t.reason}) between 1 and 200`),
  ],
);

export const refundsRelations = relations(refunds, ({ one }) => ({
  order: one(orders, { fields: [refunds.orderId], references: [orders.id] }),
  payment: one(payments, { fields: [refunds.paymentId], references: [payments.id] }),
}));

export type Refund = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;
