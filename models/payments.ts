import { relations, sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { paymentAttemptStatus } from "./enums";
import { orders } from "./orders";

/**
 * One attempt to pay for an order with a provider ('razorpay', or 'sandbox' without keys).
 * `amountPaise` is what the provider was asked for, in paise (rupees x 100); `expiresAt` is when
 * the provider stops taking payment on the link. `refundDue` marks money received for an order
 * that was no longer waiting for it (cancelled meanwhile, or already paid through another link):
 * the seller refunds it by hand, so the flag stays until they do.
 */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerRef: text("provider_ref"),
    providerPaymentId: text("provider_payment_id"),
    amountPaise: integer("amount_paise").notNull(),
    status: paymentAttemptStatus("status").notNull().default("created"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    refundDue: boolean("refund_due").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("payments_order_id_idx").on(t.orderId),
    uniqueIndex("payments_provider_ref_idx").on(t.provider, t.providerRef),
    check("payments_amount_paise_chk", sql`${t.amountPaise} > 0`),
  ],
);

export const paymentsRelations = relations(payments, ({ one }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
}));

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
