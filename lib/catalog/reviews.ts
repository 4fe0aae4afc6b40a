import { count, desc, eq } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { getDb } from "@/lib/db";
import { products, reviews } from "@/models";
import { isUuid } from "./params";
import type { ReviewPage } from "./types";

/** The columns a review is shown from: its page's list, and the answer to the shopper who wrote it. */
export const reviewColumns = {
  id: reviews.id,
  name: reviews.name,
  review: reviews.review,
  rating: reviews.rating,
  createdAt: reviews.createdAt,
  verified: reviews.verified,
  images: reviews.images,
};

/** Reviews are shown 5 per page. */
export const REVIEWS_PER_PAGE = 5;

const STARS = [5, 4, 3, 2, 1] as const;

/**
 * One page of a product's reviews, newest first, with the count of each star rating over all
 * of them; null when there is no such product.
 */
export async function getProductReviews(id: string, page = 1): Promise<ReviewPage | null> {
  "use cache";
  cacheLife("hours");
  const productId = id.trim().toLowerCase();
  cacheTag(cacheTags.reviews(productId), cacheTags.products);

  if (!isUuid(productId)) return null;
  const db = await getDb();
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  if (!product) return null;

  const [rows, counts] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .where(eq(reviews.productId, productId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_PER_PAGE)
      .offset((page - 1) * REVIEWS_PER_PAGE),
    db
      .select({ rating: reviews.rating, count: count() })
      .from(reviews)
      .where(eq(reviews.productId, productId))
      .groupBy(reviews.rating),
  ]);
  const perStar = STARS.map((rating) => ({ rating, count: counts.find((c) => c.rating === rating)?.count ?? 0 }));
  return {
    reviews: rows.map(({ createdAt, ...review }) => ({ ...review, date: createdAt.toISOString() })),
    total: perStar.reduce((sum, star) => sum + star.count, 0),
    perStar,
    page,
    perPage: REVIEWS_PER_PAGE,
  };
}
