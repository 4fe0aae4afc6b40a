/**
 * A product's rating: the mean of its reviews' stars to one decimal, or 0 (unrated) without
 * reviews. The one formula behind the stored `products.rating` (lib/reviews/rating.ts and the
 * demo seed), the review summary and the JSON-LD (lib/seo/product-json-ld.ts), so the card, the
 * product page and search engines show the same number. Whole numbers only (stars x 10 over the
 * count), so no float error can tip a mean such as 4.35 either way.
 */
export function averageRating(totalStars: number, reviewCount: number): number {
  if (reviewCount <= 0) return 0;
  return Math.round((totalStars * 10) / reviewCount) / 10;
}
