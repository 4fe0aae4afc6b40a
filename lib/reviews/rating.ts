import { eq, sql } from "drizzle-orm";
import type { Transaction } from "@/lib/db";
import { products, reviews } from "@/models";
import { averageRating } from "./average";

/**
 * Sets a product's stored rating to the average of its reviews (lib/reviews/average.ts), inside
 * the caller's transaction, right after the review it adds: the rating the cards, filters and
 * sorting read never disagrees with the reviews the product page counts. The caller holds the
 * product row's lock, so a review committed by someone else just before is counted here and two
 * reviews at once cannot each write an average missing the other. `updated_at` moves too: the
 * product's page changed (the sitemap's lastmod reads it).
 */
export async function refreshProductRating(tx: Transaction, productId: string, at: Date): Promise<number> {
  const [totals] = await tx
    .select({ count: sql<number>`count(*)::int`, stars: sql<number>`coalesce(sum(${reviews.rating}), 0)::int` })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  const rating = averageRating(totals?.stars ?? 0, totals?.count ?? 0);
  await tx.update(products).set({ rating, updatedAt: at }).where(eq(products.id, productId));
  return rating;
}
