import { relations } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { customers } from "./customers";

/**
 * A shop on the storefront. Its staff account (role seller) signs in as `customerId`.
 * The shop is the supplier of its lines, so its tax details (legal name, GSTIN, address, state)
 * head its GST invoices (lib/invoices); the seller sets them, and an order is invoiced for a shop
 * only once all four are set. The GSTIN's check character and state are checked by the service.
 */
export const sellers = pgTable(
  "sellers",
  {
    id: id(),
    shopName: text("shop_name").notNull(),
    slug: text("slug").notNull(),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    legalName: text("legal_name"),
    gstin: text("gstin"),
    address: text("address"),
    state: text("state"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("sellers_slug_idx").on(t.slug),
    index("sellers_customer_id_idx").on(t.customerId),
    check("sellers_gstin_chk", sql`${t.gstin} ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'`),
  ],
);

export const sellersRelations = relations(sellers, ({ one }) => ({
  account: one(customers, { fields: [sellers.customerId], references: [customers.id] }),
}));

export type Seller = typeof sellers.$inferSelect;
export type NewSeller = typeof sellers.$inferInsert;
