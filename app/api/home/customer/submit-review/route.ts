import { requireCustomer } from "@/lib/auth/session";
import { privateJson, readJsonBody, route } from "@/lib/http";
import { reviewMessages } from "@/lib/reviews/messages";
import { readReviewForm } from "@/lib/reviews/review-form";
import { submitReviewInput } from "@/lib/reviews/schemas";
import { submitReview, submitReviewWithPhotos } from "@/lib/reviews/submit";
import { isMultipart, readUploadForm } from "@/lib/uploads";
import type { ReviewAddedAnswer } from "@/lib/api-answers/catalog";

/**
 * { name, review, rating, productId } -> 201 { message, review }: the signed-in customer's review
 * under the account's name (the body's `name` is ignored), marked `verified` when the customer
 * has received the product. The same fields as a multipart form may bring up to 3 photos as
 * `images` (JPEG, PNG, WebP or AVIF; stored re-encoded as WebP). 400 for empty or over-long
 * text, a rating that is not a whole 1 to 5, or a fourth photo; 404 unknown product; 409 when
 * this customer has reviewed it.
 */
export const POST = route(async (request: Request) => {
  const customer = await requireCustomer(request);
  if (isMultipart(request)) {
    const { input, images } = await readReviewForm(await readUploadForm(request));
    const review = await submitReviewWithPhotos(customer, input, images);
    return privateJson({ message: reviewMessages.added, review } satisfies ReviewAddedAnswer, { status: 201 });
  }
  const input = await readJsonBody(request, submitReviewInput);
  const review = await submitReview(customer, input);
  return privateJson({ message: reviewMessages.added, review } satisfies ReviewAddedAnswer, { status: 201 });
});
