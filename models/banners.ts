import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { customers } from "./customers";
import { sellers } from "./sellers";

/** A banner image; `category` says where it shows ('Home Page', or a theme such as 'fitness'). */
export const banners = pgTable(
  "banners",
  {
    id: id(),
    url: text("url").notNull(),
    /** The same banner drawn for a phone's narrower frame (4:3), when there is one. */
    phoneUrl: text("phone_url"),
    category: text("category").notNull(),
    /** What the banner says, for shoppers who cannot see it (its offer, not "banner 1 of 3"). */
    alt: text("alt").notNull().default(""),
    /** Where a tap on it goes: a path of this shop, e.g. '/collections'; none for a picture only. */
    link: text("link"),
    sellerId: uuid("seller_id").references(() => sellers.id, { onDelete: "set null" }),
    /** The staff account (seller or admin) that made it; null for the demo catalogue's rows. */
    createdBy: uuid("created_by").references(() => customers.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [index("banners_category_idx").on(t.category), index("banners_seller_id_idx").on(t.sellerId), index("banners_created_by_idx").on(t.createdBy)],
);

export type Banner = typeof banners.$inferSelect;
export type NewBanner = typeof banners.$inferInsert;
