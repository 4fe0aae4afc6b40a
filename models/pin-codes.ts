import { sql } from "drizzle-orm";
import { check, pgTable, text } from "drizzle-orm/pg-core";

/**
 * India Post's PIN code directory, one row per PIN: its head or sub office, district and state
 * (as the address form spells states). Reference data, not the shop's own: loaded after the
 * migrations from data/pin-codes.tsv.gz (lib/db/pin-codes.ts), never written by the app.
 * The primary key is the lookup's index.
 */
export const pinCodes = pgTable(
  "pin_codes",
  {
    pin: text("pin").primaryKey(),
    office: text("office").notNull(),
    district: text("district").notNull(),
    state: text("state").notNull(),
  },
  (t) => [check("pin_codes_pin_chk", sql`${t.pin} ~ '^[1-9][0-9]{5}$'`)],
);

export type PinCode = typeof pinCodes.$inferSelect;
