import { requireCustomer } from "@/lib/auth/session";
import { privateJson, readJsonBody, route } from "@/lib/http";
import { reviewMessages } from "@/lib/reviews/messages";
import { submitReviewInput } from "@/lib/reviews/schemas";
import { submitReview } from "@/lib/reviews/submit";

/**
 * { name, review, rating, productId } -> 201 { message, review }: the signed-in customer's review
 * under the account's name (the body's `name` is ignored). 400 for empty or over-long text or a
 * rating that is not a whole 1 to 5; 404 unknown product; 409 when this customer has reviewed it.
 */
export const POST = route(async (request: Request) => {
  const customer = await requireCustomer(request);
  const input = await readJsonBody(request, submitReviewInput);
  const review = await submitReview(customer, input);
  return privateJson({ message: reviewMessages.added, review }, { status: 201 });
});
