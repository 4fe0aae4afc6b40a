import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, real, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { customers } from "./customers";
import { searchKeySql } from "./search-key";
import { sellers } from "./sellers";

export const gifts = pgTable(
  "gifts",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    price: integer("price").notNull(),
    discount: integer("discount").notNull().default(0),
    rating: real("rating").notNull().default(0),
    sellerId: uuid("seller_id").references(() => sellers.id, { onDelete: "set null" }),
    /** The staff account (seller or admin) that made it; null for the demo catalogue's rows. */
    createdBy: uuid("created_by").references(() => customers.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("gifts_slug_idx").on(t.slug),
    index("gifts_seller_id_idx").on(t.sellerId),
    index("gifts_created_by_idx").on(t.createdBy),
    // Search (lib/catalog/search.ts): the compacted name, and the name for near spellings.
    index("gifts_search_key_trgm_idx").using("gin", sql`(${searchKeySql(t.name)}) gin_trgm_ops`),
    index("gifts_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    check("gifts_price_chk", sql`${t.price} > 0`),
    check("gifts_discount_chk", sql`${t.discount} between 0 and 100`),
    check("gifts_rating_chk", sql`${t.rating} between 0 and 5`),
  ],
);

export type Gift = typeof gifts.$inferSelect;
export type NewGift = typeof gifts.$inferInsert;
