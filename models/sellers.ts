import { relations } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { customers } from "./customers";

/** A shop on the storefront. Its staff account (role seller) signs in as `customerId`. */
export const sellers = pgTable(
  "sellers",
  {
    id: id(),
    shopName: text("shop_name").notNull(),
    slug: text("slug").notNull(),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("sellers_slug_idx").on(t.slug), index("sellers_customer_id_idx").on(t.customerId)],
);

export const sellersRelations = relations(sellers, ({ one }) => ({
  account: one(customers, { fields: [sellers.customerId], references: [customers.id] }),
}));

export type Seller = typeof sellers.$inferSelect;
export type NewSeller = typeof sellers.$inferInsert;
