import { relations, sql } from "drizzle-orm";
import { check, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { customerRole } from "./enums";

/**
 * Everyone who signs in: shoppers and staff (sellers, admins). `email` is stored lower-case;
 * `tokenVersion` is bumped on logout and password reset so older session tokens stop working.
 */
export const customers = pgTable(
  "customers",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    passwordHash: text("password_hash").notNull(),
    role: customerRole("role").notNull().default("customer"),
    tokenVersion: integer("token_version").notNull().default(0),
    address: text("address"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("customers_email_idx").on(t.email),
    check("customers_email_lower_chk", sql`${t.email} = lower(${t.email})`),
  ],
);

export const customersRelations = relations(customers, () => ({}));

export type Customer = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;
