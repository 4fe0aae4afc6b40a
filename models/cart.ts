import { relations, sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { customers } from "./customers";
import { products } from "./products";

/** One line of a customer's cart: a product in one size and colour. */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: id(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    size: text("size").notNull(),
    color: text("color").notNull(),
    quantity: integer("quantity").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    // Adding the same product, size and colour again raises the quantity instead of a new line.
    uniqueIndex("cart_lines_customer_product_variant_idx").on(t.customerId, t.productId, t.size, t.color),
    index("cart_lines_product_id_idx").on(t.productId),
    check("cart_lines_quantity_chk", sql`${t.quantity} >= 1`),
  ],
);

export const cartLinesRelations = relations(cartLines, ({ one }) => ({
  customer: one(customers, { fields: [cartLines.customerId], references: [customers.id] }),
  product: one(products, { fields: [cartLines.productId], references: [products.id] }),
}));

export type CartLine = typeof cartLines.$inferSelect;
export type NewCartLine = typeof cartLines.$inferInsert;
