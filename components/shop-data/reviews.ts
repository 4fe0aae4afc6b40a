import { callApi, messageOf } from "./api";

/**
 * The review form's one call (submit-review). No react-query here: nothing is kept in
 * the browser, the product page itself shows the reviews, refreshed from the server after a
 * submit. The product page loads this module only when a review is sent.
 */

export type ReviewToSend = { productId: string; rating: number; review: string; name: string };

const FALLBACK = "Your review could not be sent. Please try again.";

/**
 * Sends the review; the server's message on success, an ApiError with its own message (409:
 * reviewed already) otherwise. With photos it goes as multipart (the same fields, and the
 * pictures as `images`); without, as JSON.
 */
export async function submitReview(review: ReviewToSend, photos: File[] = []): Promise<string> {
  if (photos.length === 0) {
    const body = await callApi<unknown>("/home/customer/submit-review", { method: "POST", body: review, fallback: FALLBACK });
    return messageOf(body, "Thank you! Your review has been added.");
  }
  const form = new FormData();
  form.append("productId", review.productId);
  form.append("rating", String(review.rating));
  form.append("review", review.review);
  form.append("name", review.name);
  for (const photo of photos) form.append("images", photo);
  const body = await callApi<unknown>("/home/customer/submit-review", { method: "POST", body: form, fallback: FALLBACK });
  return messageOf(body, "Thank you! Your review has been added.");
}
