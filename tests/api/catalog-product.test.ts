import { count, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getReviews } from "@/app/api/home/customer/get-reviews/[productId]/route";
import { GET as getProduct } from "@/app/api/home/get-product/[slugOrId]/route";
import { GET as getByGender } from "@/app/api/home/get-products-by-gender/[gender]/route";
import { GET as getByCategory } from "@/app/api/home/get-products-cat/[category]/route";
import { categories, products, reviews, sellers } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { call, documentOf, ids, storedProducts, UNKNOWN_PRODUCT_ID, UNKNOWN_PRODUCT_REFS, type StoredProduct } from "./catalog-support";

const db = withTestDatabase();

const UNKNOWN_ID = UNKNOWN_PRODUCT_ID;

/** A product whose category and shop both have other products. */
async function productWithNeighbours(): Promise<{ product: StoredProduct; stored: StoredProduct[] }> {
  const stored = await storedProducts(db());
  const product = stored.find(
    (p) => stored.filter((q) => q.categoryId === p.categoryId).length > 2 && stored.filter((q) => q.sellerId === p.sellerId).length > 13,
  )!;
  expect(product).toBeDefined();
  return { product, stored };
}

describe("GET /api/home/get-product/{slug or id}", () => {
  it("answers the product, products of its category and products of its shop, itself excluded", async () => {
    const { product, stored } = await productWithNeighbours();
    const answer = await call(getProduct, `/home/get-product/${product.slug}`, { slugOrId: product.slug });
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toMatch(/^public, /);
    expect(answer.body.product).toEqual(documentOf(product));

    const sameCategory = stored.filter((p) => p.categoryId === product.categoryId && p.id !== product.id);
    const sameShop = stored.filter((p) => p.sellerId === product.sellerId && p.id !== product.id);
    expect(answer.body.relatedProducts).toEqual(sameCategory.slice(0, 12).map(documentOf));
    expect(ids(answer.body.moreProducts)).toEqual(sameShop.slice(0, 12).map((p) => p.id));
    expect(sameShop.length).toBeGreaterThan(12); // so the limit of 12 is seen
  });

  it("answers the pictures of each of the product's colours, the first colour's being its images", async () => {
    const { product } = await productWithNeighbours();
    const answer = await call(getProduct, `/home/get-product/${product.slug}`, { slugOrId: product.slug });
    const document = answer.body.product as { color: string[]; images: string[]; colorImages: Record<string, string[]> };
    expect(document.color.length).toBeGreaterThan(1);
    expect(Object.keys(document.colorImages).sort()).toEqual([...document.color].sort());
    for (const colour of document.color) {
      expect(document.colorImages[colour], colour).toEqual([
        expect.stringMatching(/^\/uploads\/seed\/products\/.+-front\.webp$/),
        expect.stringMatching(/^\/uploads\/seed\/products\/.+-back\.webp$/),
      ]);
    }
    expect(document.colorImages[document.color[0]!]).toEqual(document.images);
    // Every colour is a picture of its own.
    expect(new Set(Object.values(document.colorImages).flat()).size).toBe(document.color.length * 2);
    // The lists carry them too (the cart line reads productInfo.colorImages).
    for (const related of answer.body.relatedProducts as { color: string[]; colorImages: Record<string, string[]> }[]) {
      expect(Object.keys(related.colorImages).sort()).toEqual([...related.color].sort());
    }
  });

  it("finds the same product by its id, and by its slug in another letter case", async () => {
    const { product } = await productWithNeighbours();
    const bySlug = await call(getProduct, "/home/get-product/x", { slugOrId: product.slug });
    const byId = await call(getProduct, "/home/get-product/x", { slugOrId: product.id });
    const byUpperSlug = await call(getProduct, "/home/get-product/x", { slugOrId: product.slug.toUpperCase() });
    expect(byId.body).toEqual(bySlug.body);
    expect(byUpperSlug.body).toEqual(bySlug.body);
  });

  it.each(UNKNOWN_PRODUCT_REFS)("answers 404 { error } for %s", async (_what, slugOrId) => {
    const answer = await call(getProduct, "/home/get-product/x", { slugOrId });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: "Product not found" });
  });
});

describe("GET /api/home/get-products-cat/{category}", () => {
  it("answers { product } with every product of the category, newest first, in any letter case", async () => {
    const stored = await storedProducts(db());
    const [fitness] = await db().select().from(categories).where(eq(categories.name, "Fitness"));
    const expected = stored.filter((p) => p.categoryId === fitness!.id).map(documentOf);
    expect(expected.length).toBeGreaterThan(1);
    for (const slug of ["fitness", "FITNESS", "Fitness"]) {
      const answer = await call(getByCategory, `/home/get-products-cat/${slug}`, { category: slug });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ product: expected });
    }
  });

  it("reads dashes in the slug as spaces of the category's name, and also takes its own slug", async () => {
    const [seller] = await db().select({ id: sellers.id }).from(sellers).limit(1);
    const [category] = await db()
      .insert(categories)
      .values({ name: "Road Trip Tees", slug: "road-trips", image: "/uploads/road.webp" })
      .returning();
    await db().insert(products).values({
      name: "Highway Hum Tee", slug: "highway-hum-tee", brand: "TeeRang", description: "For the open road.", price: 599,
      gender: "unisex", categoryId: category!.id, sellerId: seller!.id,
    });
    for (const slug of ["road-trip-tees", "Road-Trip-TEES", "road-trips"]) {
      const answer = await call(getByCategory, "/home/get-products-cat/x", { category: slug });
      expect(answer.status).toBe(200);
      expect(answer.body.product.map((p: { slug: string }) => p.slug)).toEqual(["highway-hum-tee"]);
    }
  });

  it("answers an empty list for a category with no products yet", async () => {
    await db().insert(categories).values({ name: "Coming Soon", slug: "coming-soon", image: "/uploads/soon.webp" });
    const answer = await call(getByCategory, "/home/get-products-cat/coming-soon", { category: "coming-soon" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ product: [] });
  });

  it.each(["no-such-category", "fitness-", "a".repeat(300)])("answers 404 for an unknown category %#", async (slug) => {
    const answer = await call(getByCategory, "/home/get-products-cat/x", { category: slug });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: "Category not found" });
  });
});

describe("GET /api/home/get-products-by-gender/{gender}", () => {
  it.each(["pets", "Pets", "MALE", "kids", "fitness", "motivation"])("answers every product of the theme %s, newest first", async (gender) => {
    const stored = await storedProducts(db());
    const expected = stored.filter((p) => p.gender === gender.toLowerCase()).map((p) => p.id);
    expect(expected.length).toBeGreaterThan(0);
    const answer = await call(getByGender, `/home/get-products-by-gender/${gender}`, { gender });
    expect(answer.status).toBe(200);
    expect(ids(answer.body.products)).toEqual(expected);
  });

  it.each(["aliens", "", "pets;drop table products"])("answers 400 for the unknown theme %j", async (gender) => {
    const answer = await call(getByGender, "/home/get-products-by-gender/x", { gender });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("gender: must be one of fitness, motivation, pets, kids, male, female, unisex");
  });
});

describe("GET /api/home/customer/get-reviews/{productId}", () => {
  async function mostReviewed() {
    const [top] = await db()
      .select({ productId: reviews.productId, total: count() })
      .from(reviews)
      .groupBy(reviews.productId)
      .orderBy(desc(count()))
      .limit(1);
    expect(top!.total).toBeGreaterThan(5); // so there is a second page
    const stored = await db()
      .select()
      .from(reviews)
      .where(eq(reviews.productId, top!.productId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id));
    return { productId: top!.productId, stored };
  }

  it("answers 5 reviews a page, newest first, with { _id, name, review, rating, date, verified, images }", async () => {
    const { productId, stored } = await mostReviewed();
    const pages = Math.ceil(stored.length / 5);
    const seen: string[] = [];
    for (let pageNo = 1; pageNo <= pages; pageNo++) {
      const answer = await call(getReviews, `/home/customer/get-reviews/${productId}?pageNo=${pageNo}`, { productId });
      expect(answer.status).toBe(200);
      const expected = stored.slice((pageNo - 1) * 5, pageNo * 5);
      expect(answer.body.reviews).toEqual(
        expected.map((r) => ({ _id: r.id, name: r.name, review: r.review, rating: r.rating, date: r.createdAt.toISOString(), verified: r.verified, images: r.images })),
      );
      seen.push(...ids(answer.body.reviews));
    }
    expect(seen).toEqual(stored.map((r) => r.id));
  });

  it("counts each star over all the product's reviews, 5 down to 1, and the total", async () => {
    const { productId, stored } = await mostReviewed();
    const answer = await call(getReviews, `/home/customer/get-reviews/${productId}`, { productId });
    expect(answer.body.totalReview).toBe(stored.length);
    expect(answer.body.rating_review).toEqual(
      [5, 4, 3, 2, 1].map((rating) => ({ rating, sum: stored.filter((r) => r.rating === rating).length })),
    );
    // The first page is the default.
    expect(ids(answer.body.reviews)).toEqual(stored.slice(0, 5).map((r) => r.id));
  });

  it("answers an empty page past the last one, and zero counts for a product without reviews", async () => {
    const { productId, stored } = await mostReviewed();
    const past = await call(getReviews, "/home/customer/get-reviews/x?pageNo=99", { productId });
    expect(past.status).toBe(200);
    expect(past.body.reviews).toEqual([]);
    expect(past.body.totalReview).toBe(stored.length);

    const [unreviewed] = await db()
      .insert(products)
      .values({
        name: "Quiet Tee", slug: "quiet-tee", brand: "TeeRang", description: "Nobody has said anything yet.", price: 399, gender: "unisex",
        categoryId: (await db().select({ id: categories.id }).from(categories).limit(1))[0]!.id,
        sellerId: (await db().select({ id: sellers.id }).from(sellers).limit(1))[0]!.id,
      })
      .returning({ id: products.id });
    const none = await call(getReviews, "/home/customer/get-reviews/x", { productId: unreviewed!.id });
    expect(none.body).toEqual({ reviews: [], totalReview: 0, rating_review: [5, 4, 3, 2, 1].map((rating) => ({ rating, sum: 0 })) });
  });

  it.each([
    ["0", "pageNo: must be a whole number from 1"],
    ["-1", "pageNo: must be a whole number from 1"],
    ["two", "pageNo: must be a whole number from 1"],
    ["1.5", "pageNo: must be a whole number from 1"],
  ])("answers 400 for pageNo=%s", async (pageNo, error) => {
    const { productId } = await mostReviewed();
    const answer = await call(getReviews, `/home/customer/get-reviews/x?pageNo=${pageNo}`, { productId });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error });
  });

  it.each([UNKNOWN_ID, "not-an-id"])("answers 404 for the unknown product %s", async (productId) => {
    const answer = await call(getReviews, "/home/customer/get-reviews/x", { productId });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: "Product not found" });
  });
});
