import type { WishlistDocument } from "@/lib/api-answers/cart";
import type { WishlistEntryView } from "./read";

/** A wishlist entry as the contract spells it: `_id`, `userId`, and the product's fields. */
export function toWishlistDocument(entry: WishlistEntryView): WishlistDocument {
  return {
    _id: entry.id,
    userId: entry.customerId,
    productId: entry.productId,
    name: entry.name,
    price: entry.price,
    image: entry.image,
    discount: entry.discount,
    rating: entry.rating,
    slug: entry.slug,
  };
}
