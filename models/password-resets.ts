import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id } from "./columns";

/** A one-time code sent by e-mail: stored hashed, bound to its e-mail, single use. */
export const passwordResetOtps = pgTable(
  "password_reset_otps",
  {
    id: id(),
    email: text("email").notNull(),
    otpHash: text("otp_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("password_reset_otps_email_created_at_idx").on(t.email, t.createdAt),
    check("password_reset_otps_attempts_chk", sql`${t.attempts} >= 0`),
  ],
);

export type PasswordResetOtp = typeof passwordResetOtps.$inferSelect;
