import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Webhook events already applied, by the provider's event id (Razorpay's X-Razorpay-Event-Id).
 * Providers deliver an event again whenever they are unsure it arrived; the primary key makes the
 * second delivery a no-op on every server of the shop.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    event: text("event").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: "webhook_events_pk", columns: [t.provider, t.eventId] })],
);

export type WebhookEvent = typeof webhookEvents.$inferSelect;
