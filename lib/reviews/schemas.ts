import { z } from "zod";
import { productIdField, required } from "@/lib/customer-input";
import { storableString } from "@/lib/text/storable";
import { REVIEW_MAX_LENGTH } from "./limits";

/** A review is some text and 1 to 5 stars. Browser-safe, for any client that checks with zod. */

const stars = "a whole number of stars from 1 to 5";
const starsRule = `must be ${stars}`;

/** The stars: a JSON number, whole, 1 to 5. A string such as "4" is refused, as quantities are. */
export const ratingField = z.number(required(stars)).int(starsRule).min(1, starsRule).max(5, starsRule);

/** The review's text, trimmed: required, at most 2,000 characters. */
export const reviewTextField = storableString(required("text"))
  .trim()
  .min(1, "is required")
  .max(REVIEW_MAX_LENGTH, `must be at most ${REVIEW_MAX_LENGTH.toLocaleString("en-IN")} characters`);

/**
 * POST /home/customer/submit-review: { name, review, rating, productId }. The name shown with a
 * review is the account's own, read from the database; the contract's `name` is a copy the
 * client sends along, checked for shape and never used (as the cart's product copies are).
 */
export const submitReviewInput = z.object({
  name: storableString({ error: "must be text" }).max(500, "must be at most 500 characters").optional(),
  review: reviewTextField,
  rating: ratingField,
  productId: productIdField,
});

export type SubmitReviewInput = z.infer<typeof submitReviewInput>;
