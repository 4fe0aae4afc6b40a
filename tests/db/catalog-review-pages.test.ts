import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productSlugExists, reviewPageExists } from "@/lib/catalog/product-slugs";
import { REVIEWS_PER_PAGE } from "@/lib/catalog/reviews";
import { products, reviews } from "@/models";
import { withTestDatabase } from "../helpers/test-database";

const db = withTestDatabase();

/** A product and how many reviews it has, chosen by `pick` from the seeded catalogue. */
async function productWith(pick: (reviews: number) => boolean) {
  const rows = await db()
    .select({ slug: products.slug, id: products.id, reviews: count(reviews.id) })
    .from(products)
    .leftJoin(reviews, eq(reviews.productId, products.id))
    .groupBy(products.id);
  const row = rows.find((r) => pick(r.reviews));
  if (!row) throw new Error("the demo catalogue has no such product");
  return row;
}

describe("review pages proxy.ts lets through", () => {
  it("are 1 to the last page of a product's reviews, by slug or id", async () => {
    const product = await productWith((n) => n > REVIEWS_PER_PAGE);
    const last = Math.ceil(product.reviews / REVIEWS_PER_PAGE);
    expect(last).toBeGreaterThan(1);
    for (let page = 1; page <= last; page++) expect(await reviewPageExists(product.slug, page)).toBe(true);
    expect(await reviewPageExists(product.slug, last + 1)).toBe(false);
    expect(await reviewPageExists(product.id, last)).toBe(true);
    expect(await reviewPageExists(product.slug.toUpperCase(), 1)).toBe(true);
  });

  it("include page 1 of a product without reviews, which shows the review form", async () => {
    const product = await productWith((n) => n === 0);
    expect(await reviewPageExists(product.slug, 1)).toBe(true);
    expect(await reviewPageExists(product.slug, 2)).toBe(false);
  });

  it("exclude page 0, fractions, and unknown or malformed slugs", async () => {
    const product = await productWith((n) => n > 0);
    expect(await reviewPageExists(product.slug, 0)).toBe(false);
    expect(await reviewPageExists(product.slug, 1.5)).toBe(false);
    expect(await reviewPageExists(product.slug, Number.NaN)).toBe(false);
    expect(await reviewPageExists("no-such-product", 1)).toBe(false);
    expect(await reviewPageExists("", 1)).toBe(false);
    expect(await productSlugExists("__build-placeholder__")).toBe(false);
  });
});
