import { REVIEW_MAX_PHOTOS } from "./limits";

/** What the submit-review call answers. */
export const reviewMessages = {
  added: "Thank you! Your review has been added.",
  alreadyReviewed: "You have already reviewed this product. Each customer can review a product once.",
  productNotFound: "Product not found",
  tooManyPhotos: `You can add up to ${REVIEW_MAX_PHOTOS} photos to a review.`,
} as const;
