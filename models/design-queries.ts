import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { customers } from "./customers";

/** A "design your own" request from the query form, with the uploaded image's path. */
export const designQueries = pgTable(
  "design_queries",
  {
    id: id(),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message").notNull(),
    image: text("image").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("design_queries_customer_id_idx").on(t.customerId), index("design_queries_created_at_idx").on(t.createdAt)],
);

export type DesignQuery = typeof designQueries.$inferSelect;
