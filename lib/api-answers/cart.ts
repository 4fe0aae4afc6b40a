import { z } from "zod";
import { productDocument } from "./catalog";
import { id, whole } from "./common";

/** The cart and the wishlist as their owner reads them. */

export const cartLineDocument = z.strictObject({
  _id: id,
  quantity: whole,
  size: z.string(),
  color: z.string(),
  /** The quantity was cut to the stock left. */
  limitedByStock: z.boolean(),
  productInfo: productDocument,
});
export type CartLineDocument = z.infer<typeof cartLineDocument>;

/**
 * GET /api/home/product/get-card-product/{userId}: lines by shop; `card_product_count` and
 * `buy_product_item` are both the item count; `max_per_product` the most of one product an
 * order may hold.
 */
export const cartAnswer = z.strictObject({
  card_products: z.array(z.strictObject({ sellerId: id, shopName: z.string(), price: whole, products: z.array(cartLineDocument) })),
  outOfStockProduct: z.array(cartLineDocument),
  price: whole,
  shipping_fee: whole,
  card_product_count: whole,
  buy_product_item: whole,
  max_per_product: whole,
});
export type CartAnswer = z.infer<typeof cartAnswer>;

export const wishlistDocument = z.strictObject({
  _id: id,
  userId: id,
  productId: id,
  name: z.string(),
  price: whole,
  image: z.string().nullable(),
  discount: whole,
  rating: z.number(),
  slug: z.string(),
});
export type WishlistDocument = z.infer<typeof wishlistDocument>;

/** GET /api/home/product/get-wishlist-products/{userId} */
export const wishlistAnswer = z.strictObject({ wishlists: z.array(wishlistDocument), wishlistCount: whole });
export type WishlistAnswer = z.infer<typeof wishlistAnswer>;

/** DELETE /api/home/product/delete-wishlist-product/{id} */
export const wishlistRemovedAnswer = z.strictObject({ message: z.string(), wishlistId: id });
export type WishlistRemovedAnswer = z.infer<typeof wishlistRemovedAnswer>;
