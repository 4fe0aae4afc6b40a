import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";

export const categories = pgTable(
  "categories",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    image: text("image").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("categories_slug_idx").on(t.slug), uniqueIndex("categories_name_idx").on(t.name)],
);

export type Category = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
