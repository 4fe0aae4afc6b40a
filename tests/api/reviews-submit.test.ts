import fs from "node:fs";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as getReviews } from "@/app/api/home/customer/get-reviews/[productId]/route";
import { POST as submitReviewRoute } from "@/app/api/home/customer/submit-review/route";
import { cacheTags } from "@/lib/cache-tags";
import { queryRows } from "@/lib/db";
import { averageRating } from "@/lib/reviews/average";
import { reviewStats } from "@/lib/seo/product-json-ld";
import { uploadsDir } from "@/lib/uploads/files";
import { categories, orderLines, orders, products, reviews, sellers } from "@/models";
import { BAD_PICTURES, examplePicture } from "../harness/example-pictures";
import { ORIGIN, withCookie } from "./auth-support";
import { revalidatedTags } from "../support/next-cache";
import { withTestDatabase } from "../helpers/test-database";
import { as, call, newShopper, staffCaller, type Caller, type Shopper } from "./commerce-support";

/**
 * POST /api/home/customer/submit-review: a signed-in
 * customer's review, one per customer and product, under the account's own name; the product's
 * stored rating is its reviews' average to one decimal, set in the same transaction; the
 * product's stored pages are revalidated.
 */

const db = withTestDatabase();

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const ADDED = "Thank you! Your review has been added.";
const ALREADY = "You have already reviewed this product. Each customer can review a product once.";

let shopper: Shopper;
let seededProductId: string;

beforeAll(async () => {
  shopper = await newShopper(db(), "reviewer");
  const [reviewed] = await queryRows<{ id: string }>(
    db(),
    sql`select p.id from products p join reviews r on r.product_id = p.id group by p.id order by count(*) desc, p.id limit 1`,
  );
  seededProductId = reviewed!.id;
});

beforeEach(() => {
  revalidatedTags.length = 0;
});

const submit = (caller: Caller, body: unknown, headers?: Record<string, string>) =>
  call(submitReviewRoute, "POST", "/home/customer/submit-review", caller, { body, headers });

/** A product nobody has reviewed yet (rating 0), so every average here is known exactly. */
async function freshProduct(tag: string): Promise<string> {
  const [category] = await db().select({ id: categories.id }).from(categories).limit(1);
  const [seller] = await db().select({ id: sellers.id }).from(sellers).limit(1);
  const [row] = await db()
    .insert(products)
    .values({
      name: `Review Test Tee ${tag}`,
      slug: `review-test-tee-${tag}`,
      brand: "TeeRang",
      description: "A tee for the review tests.",
      price: 499,
      gender: "unisex",
      categoryId: category!.id,
      sellerId: seller!.id,
    })
    .returning({ id: products.id });
  return row!.id;
}

async function storedRating(productId: string): Promise<number> {
  const [row] = await db().select({ rating: products.rating }).from(products).where(eq(products.id, productId));
  return row!.rating;
}

const reviewsOf = (productId: string) =>
  db()
    .select({ customerId: reviews.customerId, name: reviews.name, review: reviews.review, rating: reviews.rating })
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));

/** Everything a refused review could have touched. */
async function reviewTables() {
  return {
    reviews: await db().select().from(reviews).orderBy(asc(reviews.id)),
    ratings: await db().select({ id: products.id, rating: products.rating, updatedAt: products.updatedAt }).from(products).orderBy(asc(products.id)),
  };
}

describe("POST /api/home/customer/submit-review", () => {
  it("adds the signed-in customer's review under the account's name: 201 { message, review }", async () => {
    const productId = await freshProduct("first");
    const answer = await submit(as(shopper), { name: "Someone Else", review: "  Soft cotton and a sharp print.  ", rating: 4, productId });
    expect(answer).toEqual({
      status: 201,
      cacheControl: "no-store",
      body: {
        message: ADDED,
        review: {
          _id: expect.any(String),
          name: shopper.name,
          review: "Soft cotton and a sharp print.",
          rating: 4,
          date: expect.any(String),
          verified: false,
          images: [],
        },
      },
    });
    expect(await reviewsOf(productId)).toEqual([{ customerId: shopper.id, name: shopper.name, review: "Soft cotton and a sharp print.", rating: 4 }]);

    // get-reviews lists it, newest first, with the date the answer gave.
    const listed = await call(getReviews, "GET", `/home/customer/get-reviews/${productId}`, null, { params: { productId } });
    expect(listed.body.reviews[0]).toEqual(answer.body.review);
    expect(listed.body.totalReview).toBe(1);
  });

  it("takes a bearer token, and a staff account's token like any customer's", async () => {
    const productId = await freshProduct("bearer");
    expect((await submit({ token: shopper.token, bearer: true }, { review: "Good fit.", rating: 5, productId })).status).toBe(201);
    const seller = await staffCaller(db(), "seller@teerang.in", "Seller@1234");
    const answer = await submit(seller.caller, { review: "Our own tee, and we like it.", rating: 3, productId });
    expect(answer.status).toBe(201);
    expect((await reviewsOf(productId)).map((r) => r.customerId)).toEqual([shopper.id, seller.id]);
  });

  it("stores the text as given: markup is text, not code", async () => {
    const productId = await freshProduct("markup");
    const text = `<script>alert("x")</script> <b>bold</b> ' OR 1=1 --`;
    const answer = await submit(as(shopper), { review: text, rating: 2, productId });
    expect(answer.body.review.review).toBe(text);
    expect((await reviewsOf(productId))[0]!.review).toBe(text);
  });

  it("answers 401 without a session or with a forged token, 403 from another website, writing nothing", async () => {
    const productId = await freshProduct("refused");
    const before = await reviewTables();
    const body = { review: "Nice.", rating: 5, productId };
    expect(await submit(null, body)).toMatchObject({ status: 401, body: { error: "Please sign in to continue." } });
    expect((await submit({ token: "not.a.token" }, body)).status).toBe(401);
    expect((await submit({ token: "not.a.token", bearer: true }, body)).status).toBe(401);
    const crossSite = await submit(as(shopper), body, { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect(await reviewTables()).toEqual(before);
    expect(revalidatedTags).toEqual([]);
  });

  it("answers 400 for a rating that is not a whole 1 to 5 given as a number, writing nothing", async () => {
    const productId = await freshProduct("stars");
    const before = await reviewTables();
    for (const rating of [0, 6, -1, 4.5, "4", null, true, [4], 1e308]) {
      const answer = await submit(as(shopper), { review: "Nice.", rating, productId });
      expect(answer.status, JSON.stringify(rating)).toBe(400);
      expect(answer.body.error).toMatch(/^rating: /);
    }
    expect(await submit(as(shopper), { review: "Nice.", productId })).toMatchObject({ status: 400, body: { error: "rating: is required" } });
    expect(await reviewTables()).toEqual(before);
  });

  it("answers 400 for missing, blank or over-long text (2,000 characters after trimming is the most), writing nothing", async () => {
    const productId = await freshProduct("text");
    const before = await reviewTables();
    for (const review of [undefined, "", "   \n\t ", 42, null, ["a"], "x".repeat(2001), ` ${"y".repeat(2001)} `]) {
      const answer = await submit(as(shopper), { review, rating: 4, productId });
      expect(answer.status, JSON.stringify(review)?.slice(0, 20)).toBe(400);
      expect(answer.body.error).toMatch(/^review: /);
    }
    expect((await submit(as(shopper), { review: "x".repeat(2001), rating: 4, productId })).body.error).toBe("review: must be at most 2,000 characters");
    expect((await submit(as(shopper), { review: "  ", rating: 4, productId })).body.error).toBe("review: is required");
    expect(await reviewTables()).toEqual(before);

    const longest = await submit(as(shopper), { review: `  ${"z".repeat(2000)}\n`, rating: 4, productId });
    expect(longest.status).toBe(201);
    expect(longest.body.review.review).toHaveLength(2000);
  });

  it("answers 400 for a malformed product id or name, 415 for a body not sent as JSON, writing nothing", async () => {
    const productId = await freshProduct("shape");
    const before = await reviewTables();
    for (const bad of ["abc", "", 42, null]) {
      const answer = await submit(as(shopper), { review: "Nice.", rating: 4, productId: bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.error).toMatch(/^productId: /);
    }
    expect(await submit(as(shopper), { review: "Nice.", rating: 4, productId, name: 7 })).toMatchObject({ status: 400, body: { error: "name: must be text" } });
    const asText = await call(submitReviewRoute, "POST", "/home/customer/submit-review", as(shopper), {
      rawBody: JSON.stringify({ review: "Nice.", rating: 4, productId }),
      headers: { "content-type": "text/plain" },
    });
    expect(asText.status).toBe(415);
    expect(await reviewTables()).toEqual(before);
  });

  it("answers 404 for an unknown product, writing nothing", async () => {
    const before = await reviewTables();
    expect(await submit(as(shopper), { review: "Nice.", rating: 4, productId: UNKNOWN_ID })).toMatchObject({
      status: 404,
      body: { error: "Product not found" },
    });
    expect(await reviewTables()).toEqual(before);
    expect(revalidatedTags).toEqual([]);
  });

  it("answers 409 with a clear message for a second review of the same product, keeping the first", async () => {
    const productId = await freshProduct("twice");
    expect((await submit(as(shopper), { review: "Loved it.", rating: 5, productId })).status).toBe(201);
    const before = await reviewTables();
    revalidatedTags.length = 0;
    expect(await submit(as(shopper), { review: "Changed my mind.", rating: 1, productId })).toMatchObject({ status: 409, body: { error: ALREADY } });
    expect(await reviewTables()).toEqual(before);
    expect(await storedRating(productId)).toBe(5);
    expect(revalidatedTags).toEqual([]);
  });

  it("keeps one review when the same customer posts ten at once: one 201, nine 409", async () => {
    const productId = await freshProduct("race");
    const racer = await newShopper(db(), "race");
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => submit(as(racer), { review: `Attempt ${i}`, rating: 1 + (i % 5), productId })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const stored = await reviewsOf(productId);
    expect(stored).toHaveLength(1);
    expect(await storedRating(productId)).toBe(stored[0]!.rating);
  });

  it("sets the product's rating to its reviews' average to one decimal, in step with the page's summary", async () => {
    const productId = await freshProduct("average");
    expect(await storedRating(productId)).toBe(0);
    const stars = [5, 4, 4];
    for (const [i, rating] of stars.entries()) {
      const reviewer = await newShopper(db(), `average-${i}`);
      expect((await submit(as(reviewer), { review: `Review ${i}`, rating, productId })).status).toBe(201);
    }
    // (5 + 4 + 4) / 3 = 4.333... -> 4.3
    expect(await storedRating(productId)).toBe(4.3);
    const listed = await call(getReviews, "GET", `/home/customer/get-reviews/${productId}`, null, { params: { productId } });
    const perStar = listed.body.rating_review.map(({ rating, sum }: { rating: number; sum: number }) => ({ rating, count: sum }));
    expect(reviewStats(perStar)).toEqual({ average: 4.3, total: 3 });
  });

  it("recomputes the seeded products' ratings the same way: a review of a seeded product moves it to the new average", async () => {
    const before = await reviewsOf(seededProductId);
    const reviewer = await newShopper(db(), "seeded");
    expect((await submit(as(reviewer), { review: "Not for me.", rating: 1, productId: seededProductId })).status).toBe(201);
    const all = [...before.map((r) => r.rating), 1];
    expect(await storedRating(seededProductId)).toBe(averageRating(all.reduce((a, b) => a + b, 0), all.length));
  });

  it("counts every review when different customers review one product at once", async () => {
    const productId = await freshProduct("crowd");
    const crowd = await Promise.all(Array.from({ length: 6 }, (_, i) => newShopper(db(), `crowd-${i}`)));
    const stars = [5, 5, 4, 3, 5, 2];
    const answers = await Promise.all(crowd.map((reviewer, i) => submit(as(reviewer), { review: `Crowd ${i}`, rating: stars[i], productId })));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(await reviewsOf(productId)).toHaveLength(6);
    expect(await storedRating(productId)).toBe(averageRating(24, 6)); // 4.0
  });

  it("revalidates the product's reviews, and the product lists when the rating moved", async () => {
    const productId = await freshProduct("tags");
    const first = await newShopper(db(), "tags-1");
    expect((await submit(as(first), { review: "Four stars.", rating: 4, productId })).status).toBe(201);
    // 0 -> 4: the cards show the new rating.
    expect(revalidatedTags).toEqual([cacheTags.reviews(productId), cacheTags.products]);

    revalidatedTags.length = 0;
    const second = await newShopper(db(), "tags-2");
    expect((await submit(as(second), { review: "Four again.", rating: 4, productId })).status).toBe(201);
    // Still 4.0: only the review list changed.
    expect(revalidatedTags).toEqual([cacheTags.reviews(productId)]);
  });
});

/** An order of `shopper` holding the product, moved to `status` (as the seller's moves would leave it). */
async function orderOf(who: Shopper, productId: string, status: "placed" | "shipped" | "delivered" | "cancelled") {
  const [order] = await db()
    .insert(orders)
    .values({
      customerId: who.id,
      price: 499,
      items: 1,
      deliveryStatus: status,
      paymentStatus: "paid",
      paymentMethod: "cod",
      shippingInfo: { name: who.name, address: "12 MG Road", phone: "9876543210", post: "411001", province: "Maharashtra", city: "Pune", area: "Camp" },
    })
    .returning({ id: orders.id });
  await db().insert(orderLines).values({ orderId: order!.id, productId, name: "Review Test Tee", brand: "TeeRang", size: "M", color: "Black", quantity: 1, price: 499 });
}

const getReviewPage = (productId: string) => call(getReviews, "GET", `/home/customer/get-reviews/${productId}`, null, { params: { productId } });

/** POST submit-review as a multipart form, as the review form sends one with photos. */
async function submitForm(who: Shopper, fields: Record<string, string>, files: File[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append("images", file);
  const response = await submitReviewRoute(
    new Request(`${ORIGIN}/api/home/customer/submit-review`, { method: "POST", headers: { ...withCookie(who.token), origin: ORIGIN }, body: form }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, body: await response.json() };
}

const reviewPhotos = () => (fs.existsSync(path.join(uploadsDir(), "reviews")) ? fs.readdirSync(path.join(uploadsDir(), "reviews")).sort() : []);

describe("Verified buyer", () => {
  it("marks a review whose author received the product (a delivered order holding it), on the server", async () => {
    const productId = await freshProduct("verified");
    const buyer = await newShopper(db(), "buyer");
    const waiting = await newShopper(db(), "waiting");
    await orderOf(buyer, productId, "delivered");
    await orderOf(waiting, productId, "shipped");

    const bought = await submit(as(buyer), { review: "Arrived on time, fits well.", rating: 5, productId, verified: true });
    expect(bought.status).toBe(201);
    expect(bought.body.review).toMatchObject({ verified: true, images: [] });
    // Not yet delivered, or never bought: a review all the same, without the mark (the body's
    // own `verified` is not the client's to set).
    const notYet = await submit(as(waiting), { review: "Ordered, looks nice online.", rating: 4, productId, verified: true });
    expect(notYet.body.review.verified).toBe(false);
    const stranger = await submit(as(shopper), { review: "Saw it on a friend.", rating: 3, productId });
    expect(stranger.body.review.verified).toBe(false);

    const listed = await getReviewPage(productId);
    expect(listed.body.reviews.map((review: { name: string; verified: boolean }) => [review.name, review.verified])).toEqual([
      [shopper.name, false],
      [waiting.name, false],
      [buyer.name, true],
    ]);
  });
});

describe("photos with a review", () => {
  it("takes up to 3 pictures as multipart `images`, stored as WebP and listed with the review", async () => {
    const productId = await freshProduct("photos");
    const answer = await submitForm(shopper, { review: "The print in daylight.", rating: "5", productId }, [examplePicture("front.png"), examplePicture("back.png")]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const images: string[] = answer.body.review.images;
    expect(images).toHaveLength(2);
    for (const url of images) {
      expect(url).toMatch(/^\/uploads\/reviews\/[0-9a-f-]{36}\.webp$/);
      expect(fs.existsSync(path.join(uploadsDir(), url.slice("/uploads/".length)))).toBe(true);
    }
    expect(answer.body.review).toMatchObject({ name: shopper.name, review: "The print in daylight.", rating: 5, verified: false });
    expect((await getReviewPage(productId)).body.reviews[0].images).toEqual(images);
  });

  it("refuses a fourth picture, a file that is not a picture, and bad fields, storing nothing", async () => {
    const productId = await freshProduct("photo-refused");
    const before = await reviewTables();
    const files = reviewPhotos();
    const four = await submitForm(shopper, { review: "Four.", rating: "5", productId }, [1, 2, 3, 4].map((i) => examplePicture(`p${i}.png`)));
    expect(four).toEqual({ status: 400, body: { error: "You can add up to 3 photos to a review." } });
    for (const [name, bad] of Object.entries(BAD_PICTURES)) {
      const answer = await submitForm(shopper, { review: "Bad file.", rating: "5", productId }, [bad()]);
      expect([400, 413, 415], name).toContain(answer.status);
      expect(answer.body.error, name).toEqual(expect.any(String));
    }
    expect((await submitForm(shopper, { review: "Half a star.", rating: "4.5", productId }, [examplePicture()])).status).toBe(400);
    expect((await submitForm(shopper, { review: "", rating: "4", productId }, [examplePicture()])).status).toBe(400);
    expect(await reviewTables()).toEqual(before);
    expect(reviewPhotos()).toEqual(files);
  });

  it("removes the stored pictures again when the review is refused (a second review of one product)", async () => {
    const productId = await freshProduct("photo-twice");
    expect((await submit(as(shopper), { review: "First.", rating: 4, productId })).status).toBe(201);
    const files = reviewPhotos();
    const again = await submitForm(shopper, { review: "Second.", rating: "4", productId }, [examplePicture()]);
    expect(again).toEqual({ status: 409, body: { error: ALREADY } });
    expect(reviewPhotos()).toEqual(files);
  });
});
