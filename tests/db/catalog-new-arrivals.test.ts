import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getNewArrivals } from "@/lib/catalog/products";
import { products } from "@/models";
import { withTestDatabase } from "../helpers/test-database";

const db = withTestDatabase();

describe("new arrivals", () => {
  it("lists the latest products first, with their category and both images", async () => {
    const latest = await db().select({ slug: products.slug }).from(products).orderBy(desc(products.createdAt)).limit(10);
    const arrivals = await getNewArrivals(10);
    expect(arrivals.map((p) => p.slug)).toEqual(latest.map((p) => p.slug));
    for (const product of arrivals) {
      expect(product.category).toBeTruthy();
      expect(product.image).toMatch(/^\/uploads\/seed\/products\/.+-front\.webp$/);
      expect(product.hoverImage).toMatch(/^\/uploads\/seed\/products\/.+\.webp$/);
    }
  });
});
