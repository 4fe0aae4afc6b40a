import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id } from "./columns";

/**
 * A table of one-time codes sent by e-mail: stored hashed, bound to its e-mail, single use,
 * with a count of wrong tries. Password resets and registrations keep theirs apart, each in a
 * table of this one shape (fresh column builders per table, as Drizzle needs).
 */
export function mailedCodesTable<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      id: id(),
      email: text("email").notNull(),
      otpHash: text("otp_hash").notNull(),
      attempts: integer("attempts").notNull().default(0),
      expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
      usedAt: timestamp("used_at", { withTimezone: true }),
      createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index(`${name}_email_created_at_idx`).on(t.email, t.createdAt), check(`${name}_attempts_chk`, sql`${t.attempts} >= 0`)],
  );
}
