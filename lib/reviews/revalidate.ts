import { revalidateTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";

/**
 * After a review commits: the product's reviews (its stored page, the review pages and the
 * get-reviews answer all read them) expire at once, so the shopper who wrote it sees it on the
 * next request; and when the product's rounded rating moved, every list showing product cards
 * (and the product's own data) too. `expire: 0` rather than stale-while-revalidate: the writer
 * reloads right away and must not be shown the page without their review.
 */
export function revalidateReviewedProduct(productId: string, ratingChanged: boolean): void {
  revalidateTag(cacheTags.reviews(productId), { expire: 0 });
  if (ratingChanged) revalidateTag(cacheTags.products, { expire: 0 });
}
