import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id } from "./columns";

/**
 * A code mailed to finish a registration (lib/accounts/register.ts): proof that the registrant
 * reads the e-mail. Stored hashed and bound to its e-mail like a reset code; nothing else of
 * the registration is kept until the code comes back. Only e-mails without an account get one.
 */
export const registrationCodes = pgTable(
  "registration_codes",
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
    index("registration_codes_email_created_at_idx").on(t.email, t.createdAt),
    check("registration_codes_attempts_chk", sql`${t.attempts} >= 0`),
  ],
);
