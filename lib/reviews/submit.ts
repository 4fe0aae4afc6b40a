import type { ReviewDocument } from "@/lib/api-answers/catalog";
import { and, eq, sql } from "drizzle-orm";
import type { SessionCustomer } from "@/lib/auth/session";
import { reviewColumns } from "@/lib/catalog/reviews";
import { now } from "@/lib/clock";
import { withTransaction, type Transaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { withStoredImages, type CheckedImage } from "@/lib/uploads";
import { orderLines, orders, products, reviews } from "@/models";
import { reviewMessages } from "./messages";
import { refreshProductRating } from "./rating";
import { revalidateReviewedProduct } from "./revalidate";
import type { SubmitReviewInput } from "./schemas";

/**
 * The contract's review, as get-reviews lists it, with `verified` (its author
 * had received the product: "Verified buyer") and `images` (its photos' addresses).
 */
export type { ReviewDocument };

/**
 * Whether the customer has received the product: an order of theirs holding it is delivered.
 * Asked when the review is written and stored with it, so a list of reviews reads one column
 * (a review written before delivery stays without the mark; the delivered mail asks for one).
 */
async function hasReceived(tx: Transaction, customerId: string, productId: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.productId, productId), eq(orders.customerId, customerId), eq(orders.deliveryStatus, "delivered")))
    .limit(1);
  return row !== undefined;
}

/**
 * Adds a signed-in customer's review of a product, shown under the account's own name, and sets
 * the product's rating to the new average, in one transaction. The product row is locked first
 * (404 when there is none), so reviews of one product are added one after another; the unique
 * index on (product, customer) then decides whether this customer has reviewed it already: the
 * insert does nothing on a conflict and the call is a 409, however many arrive at once. The
 * product's cached pages are revalidated after the commit.
 */
export async function submitReview(customer: Pick<SessionCustomer, "id" | "name">, input: SubmitReviewInput, images: string[] = []): Promise<ReviewDocument> {
  const at = now();
  const outcome = await withTransaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, rating: products.rating })
      .from(products)
      .where(eq(products.id, input.productId))
      .for("no key update");
    if (!product) throw new HttpError(404, reviewMessages.productNotFound);
    const verified = await hasReceived(tx, customer.id, product.id);

    const [review] = await tx
      .insert(reviews)
      .values({
        productId: product.id,
        customerId: customer.id,
        name: customer.name,
        review: input.review,
        rating: input.rating,
        verified,
        images,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: [reviews.productId, reviews.customerId] })
      .returning(reviewColumns);
    if (!review) throw new HttpError(409, reviewMessages.alreadyReviewed);

    const rating = await refreshProductRating(tx, product.id, at);
    return { review, ratingChanged: rating !== product.rating };
  });
  revalidateReviewedProduct(input.productId, outcome.ratingChanged);
  const { id, createdAt, verified, images: shown, ...review } = outcome.review;
  return { _id: id, ...review, date: createdAt.toISOString(), verified, images: shown };
}

/**
 * A review sent with photos: they are stored first (as lib/uploads re-encoded them), and
 * removed again when the review is refused (a second review, an unknown product).
 */
export function submitReviewWithPhotos(customer: Pick<SessionCustomer, "id" | "name">, input: SubmitReviewInput, photos: CheckedImage[]): Promise<ReviewDocument> {
  return withStoredImages("reviews", photos, (urls) => submitReview(customer, input, urls));
}
