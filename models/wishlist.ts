import { relations } from "drizzle-orm";
import { index, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { customers } from "./customers";
import { products } from "./products";

/** A product a customer keeps for later; name, price and image are read from the product. */
export const wishlistEntries = pgTable(
  "wishlist_entries",
  {
    id: id(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wishlist_entries_customer_id_product_id_idx").on(t.customerId, t.productId),
    index("wishlist_entries_product_id_idx").on(t.productId),
  ],
);

export const wishlistEntriesRelations = relations(wishlistEntries, ({ one }) => ({
  customer: one(customers, { fields: [wishlistEntries.customerId], references: [customers.id] }),
  product: one(products, { fields: [wishlistEntries.productId], references: [products.id] }),
}));

export type WishlistEntry = typeof wishlistEntries.$inferSelect;
