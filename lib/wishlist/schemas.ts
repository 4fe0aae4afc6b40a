import { z } from "zod";
import { productCopies, productIdField, userIdField } from "@/lib/customer-input";

/**
 * POST /home/product/add-to-wishlist: { userId, productId, name, price, image, discount, rating,
 * slug }. Only productId is used: the entry shows the product as it is when read, so the copies
 * are checked for shape and dropped (browser-safe, shared with the heart buttons).
 */
export const addToWishlistInput = z.object({
  userId: userIdField,
  productId: productIdField,
  ...productCopies,
});

export type AddToWishlistInput = z.infer<typeof addToWishlistInput>;
