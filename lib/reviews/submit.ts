import { eq } from "drizzle-orm";
import type { SessionCustomer } from "@/lib/auth/session";
import { now } from "@/lib/clock";
import { withTransaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { products, reviews } from "@/models";
import { reviewMessages } from "./messages";
import { refreshProductRating } from "./rating";
import { revalidateReviewedProduct } from "./revalidate";
import type { SubmitReviewInput } from "./schemas";

/** The contract's review (spec §3 "Review"), as get-reviews lists it. */
export type ReviewDocument = { _id: string; name: string; review: string; rating: number; date: string };

/**
 * Adds a signed-in customer's review of a product, shown under the account's own name, and sets
 * the product's rating to the new average, in one transaction. The product row is locked first
 * (404 when there is none), so reviews of one product are added one after another; the unique
 * index on (product, customer) then decides whether this customer has reviewed it already: the
 * insert does nothing on a conflict and the call is a 409, however many arrive at once. The
 * product's cached pages are revalidated after the commit.
 */
export async function submitReview(customer: Pick<SessionCustomer, "id" | "name">, input: SubmitReviewInput): Promise<ReviewDocument> {
  const at = now();
  const outcome = await withTransaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, rating: products.rating })
      .from(products)
      .where(eq(products.id, input.productId))
      .for("no key update");
    if (!product) throw new HttpError(404, reviewMessages.productNotFound);

    const [review] = await tx
      .insert(reviews)
      .values({
        productId: product.id,
        customerId: customer.id,
        name: customer.name,
        review: input.review,
        rating: input.rating,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: [reviews.productId, reviews.customerId] })
      .returning({ id: reviews.id, name: reviews.name, review: reviews.review, rating: reviews.rating, createdAt: reviews.createdAt });
    if (!review) throw new HttpError(409, reviewMessages.alreadyReviewed);

    const rating = await refreshProductRating(tx, product.id, at);
    return { review, ratingChanged: rating !== product.rating };
  });
  revalidateReviewedProduct(input.productId, outcome.ratingChanged);
  const { id, createdAt, ...review } = outcome.review;
  return { _id: id, ...review, date: createdAt.toISOString() };
}
