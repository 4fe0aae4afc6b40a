import { desc, eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { categories, products, sellers } from "@/models";
import type { Product } from "./types";

/**
 * The columns a Product is made of: only what the shop shows, joined with its category and shop.
 * Exported for reads that select a product beside their own rows (a cart line and its product).
 */
export const productColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  description: products.description,
  points: products.points,
  price: products.price,
  discount: products.discount,
  stock: products.stock,
  rating: products.rating,
  images: products.images,
  colors: products.colors,
  colorImages: products.colorImages,
  sizes: products.sizes,
  brand: products.brand,
  gender: products.gender,
  customPrinted: products.customPrinted,
  sellerId: products.sellerId,
  shopName: sellers.shopName,
  category: categories.name,
  categorySlug: categories.slug,
};

/**
 * What a product card shows of a product (name, link, price, pictures, stars): the catalogue's
 * summaries and the wishlist's entries select it beside their own columns.
 */
export const productCardColumns = {
  name: products.name,
  slug: products.slug,
  price: products.price,
  discount: products.discount,
  images: products.images,
  rating: products.rating,
};

/** A select of products with their category and shop; add where, order and limit. */
export function selectProducts(db: Database) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(sellers, eq(products.sellerId, sellers.id))
    .$dynamic();
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>["execute"]>>[number];

export function toProduct(row: ProductRow): Product {
  return {
    ...row,
    image: row.images[0] ?? null,
    hoverImage: row.images[1] ?? null,
  };
}

/** Newest first; the id breaks ties so pages never overlap. */
export const newestFirst = [desc(products.createdAt), desc(products.id)] as const;
