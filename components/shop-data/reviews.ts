import { ApiError, callApi, messageOf } from "./api";

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
  let response: Response;
  try {
    // No Content-Type: the browser writes multipart/form-data with its boundary.
    response = await fetch("/api/home/customer/submit-review", { method: "POST", credentials: "same-origin", cache: "no-store", headers: { Accept: "application/json" }, body: form });
  } catch {
    throw new ApiError(0, FALLBACK);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = body && typeof body === "object" && "error" in body && typeof body.error === "string" && body.error.trim() ? body.error : FALLBACK;
    throw new ApiError(response.status, error);
  }
  return messageOf(body, "Thank you! Your review has been added.");
}
