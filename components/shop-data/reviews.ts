import { callApi, messageOf } from "./api";

/**
 * The review form's one call (spec §7 submit-review). No react-query here: nothing is kept in
 * the browser, the product page itself shows the reviews, refreshed from the server after a
 * submit. The product page loads this module only when a review is sent.
 */

export type ReviewToSend = { productId: string; rating: number; review: string; name: string };

/** Sends the review; the server's message on success, an ApiError with its own message (409: reviewed already) otherwise. */
export async function submitReview(review: ReviewToSend): Promise<string> {
  const body = await callApi<unknown>("/home/customer/submit-review", {
    method: "POST",
    body: review,
    fallback: "Your review could not be sent. Please try again.",
  });
  return messageOf(body, "Thank you! Your review has been added.");
}
