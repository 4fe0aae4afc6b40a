import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window counters (login failures, OTP sends ...), kept in the database so a limit holds
 * across server processes. `key` names the rule and the subject, e.g. 'login:a@b.in'.
 */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("rate_limit_buckets_count_chk", sql`${t.count} >= 0`)],
);

export type RateLimitBucket = typeof rateLimitBuckets.$inferSelect;
