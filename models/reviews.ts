import { relations, sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
    /**
     * The author had received the product when writing (a delivered order of theirs held it):
     * decided on the server at submit time, shown as "Verified buyer".
     */
    verified: boolean("verified").notNull().default(false),
    /** Up to 3 photos the author attached, /uploads/reviews/... addresses (re-encoded WebP). */
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
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
