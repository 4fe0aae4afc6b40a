import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { sellers } from "./sellers";

/** A banner image; `category` says where it shows ('Home Page', or a theme such as 'fitness'). */
export const banners = pgTable(
  "banners",
  {
    id: id(),
    url: text("url").notNull(),
    category: text("category").notNull(),
    sellerId: uuid("seller_id").references(() => sellers.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [index("banners_category_idx").on(t.category), index("banners_seller_id_idx").on(t.sellerId)],
);

export type Banner = typeof banners.$inferSelect;
export type NewBanner = typeof banners.$inferInsert;
