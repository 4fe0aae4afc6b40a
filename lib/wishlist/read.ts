import { desc, eq } from "drizzle-orm";
import { productCardColumns } from "@/lib/catalog/product-rows";
import { getDb } from "@/lib/db";
import { products, wishlistEntries } from "@/models";

/** A wishlist entry with its product's name, price, picture and rating as they are now. */
export type WishlistEntryView = {
  id: string;
  customerId: string;
  productId: string;
  name: string;
  slug: string;
  /** Whole rupees before discount; the displayed price comes from lib/pricing.ts. */
  price: number;
  discount: number;
  image: string | null;
  rating: number;
};

/** A customer's wishlist, newest first, read from the products (never from what was sent). */
export async function getWishlist(customerId: string): Promise<WishlistEntryView[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: wishlistEntries.id,
      customerId: wishlistEntries.customerId,
      productId: wishlistEntries.productId,
      ...productCardColumns,
    })
    .from(wishlistEntries)
    .innerJoin(products, eq(products.id, wishlistEntries.productId))
    .where(eq(wishlistEntries.customerId, customerId))
    .orderBy(desc(wishlistEntries.createdAt), desc(wishlistEntries.id));
  return rows.map(({ images, ...entry }) => ({ ...entry, image: images[0] ?? null }));
}
