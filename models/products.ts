import { relations, sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, jsonb, pgTable, real, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { categories } from "./categories";
import { id, timestamps } from "./columns";
import { displayedPriceSql } from "./displayed-price";
import { productGender } from "./enums";
import { searchKeySql } from "./search-key";
import { sellers } from "./sellers";

/** A product's pictures by colour name: the front first, then the back. */
export type ColourPictures = Record<string, string[]>;

/**
 * A product on sale. `price` is whole rupees before discount; `discount` a percent. The price a
 * shopper pays is computed by lib/pricing.ts only. `images[0]` is the main picture and
 * `images[1]` the hover view, in the product's first colour; `color_images` holds the same
 * pair for each colour by name ({ "Navy": [front, back] }), so a page shows the colour chosen.
 * A colour missing from it shows `images` (lib/catalog/colour-pictures.ts).
 */
export const products = pgTable(
  "products",
  {
    id: id(),
    name: text("name").notNull(),
    // The name as search compares it (models/search-key.ts), kept by PostgreSQL beside the name:
    // computed per row at search time it cost ~3 µs a row, 9 ms of a 3,000-match search at
    // 100,000 products. Never written by the app.
    searchKey: text("search_key").generatedAlwaysAs(searchKeySql(sql`${sql.identifier("name")}`)),
    slug: text("slug").notNull(),
    brand: text("brand").notNull(),
    description: text("description").notNull(),
    points: text("points").array().notNull().default(sql`'{}'::text[]`),
    price: integer("price").notNull(),
    discount: integer("discount").notNull().default(0),
    stock: integer("stock").notNull().default(0),
    rating: real("rating").notNull().default(0),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    colors: text("colors").array().notNull().default(sql`'{}'::text[]`),
    colorImages: jsonb("color_images").$type<ColourPictures>().notNull().default(sql`'{}'::jsonb`),
    sizes: text("sizes").array().notNull().default(sql`'{}'::text[]`),
    gender: productGender("gender").notNull(),
    // Printed to order for one shopper (a name, a photo): returnable only when it arrives damaged
    // or is the wrong item (spec's policy: personalised items are final unless defective;
    // lib/returns/custom-printed.ts).
    customPrinted: boolean("custom_printed").notNull().default(false),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => sellers.id, { onDelete: "restrict" }),
    // The product's place in the sitemap (lib/seo/sitemap-entries.ts): numbered as products are
    // added and never reused, so product file n always lists the same numbers and a new product
    // joins the last file without moving any other. Never written by the app.
    sitemapPosition: bigserial("sitemap_position", { mode: "number" }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("products_slug_idx").on(t.slug),
    // A sitemap product file is one range of positions, read with its slugs and updated_at from
    // this index alone, in order, with no sort and no visit to the wide rows; and the files that
    // hold products are found by one probe of it each. Nothing walks the whole catalogue.
    index("products_sitemap_position_idx").on(t.sitemapPosition, t.slug, t.updatedAt),
    index("products_seller_id_idx").on(t.sellerId),
    index("products_gender_idx").on(t.gender),
    index("products_rating_idx").on(t.rating),
    // The catalogue at 100,000 products (docs/decisions/0010):
    // newest first, the home page's best-rated and most-discounted lists, each read in index
    // order and stopped after a page ...
    index("products_newest_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("products_top_rated_idx").on(t.rating.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("products_most_discounted_idx").on(t.discount.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // ... the displayed price (the SQL twin of lib/pricing.ts in ./displayed-price.ts, spelled exactly so: the planner
    // matches the expression), alone and within a category, for price filters, sorts and range;
    // (An index expression with a cast needs parentheses of its own.)
    index("products_displayed_price_idx").on(sql`(${displayedPriceSql(t.price, t.discount)})`),
    // (Also serves every lookup by category alone: category_id leads.) The stars, and the price
    // and discount the expression is made of, ride along, so the bounded count of a category,
    // price and stars filter reads the index alone (PostgreSQL reads an expression's columns
    // from the table unless the index holds them too): it walked the table, ~10,000 rows for its
    // 1,001 at 100,000 products, 5.9 ms; 0.3 ms now.
    index("products_category_displayed_price_idx").on(t.categoryId, sql`(${displayedPriceSql(t.price, t.discount)})`, t.rating, t.price, t.discount),
    // ... and colours, tested by containment (`colors @> array['Red']`).
    index("products_colors_idx").using("gin", t.colors),
    // Search matches inside words, case-insensitively: a trigram index serves ILIKE '%text%'.
    index("products_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    // ... and on the compacted name, so "tshirt" finds "T-Shirt" (models/search-key.ts).
    index("products_search_key_trgm_idx").using("gin", sql`${t.searchKey} gin_trgm_ops`),
    check("products_price_chk", sql`${t.price} > 0`),
    check("products_discount_chk", sql`${t.discount} between 0 and 100`),
    check("products_stock_chk", sql`${t.stock} >= 0`),
    check("products_rating_chk", sql`${t.rating} between 0 and 5`),
    check("products_color_images_chk", sql`jsonb_typeof(${t.colorImages}) = 'object'`),
  ],
);

export const productsRelations = relations(products, ({ one }) => ({
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  seller: one(sellers, { fields: [products.sellerId], references: [sellers.id] }),
}));

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
