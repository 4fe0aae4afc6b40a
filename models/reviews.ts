import { relations, sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { customers } from "./customers";
import { products } from "./products";

/** A shopper's review of a product; one per customer and product. */
export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    review: text("review").notNull(),
    rating: integer("rating").notNull(),
    ...timestamps,
  },
  (t) => [
    index("reviews_product_id_created_at_idx").on(t.productId, t.createdAt),
    uniqueIndex("reviews_product_id_customer_id_idx").on(t.productId, t.customerId),
    index("reviews_customer_id_idx").on(t.customerId),
    check("reviews_rating_chk", sql`${t.rating} between 1 and 5`),
  ],
);

export const reviewsRelations = relations(reviews, ({ one }) => ({
  product: one(products, { fields: [reviews.productId], references: [products.id] }),
  customer: one(customers, { fields: [reviews.customerId], references: [customers.id] }),
}));

export type Review = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
