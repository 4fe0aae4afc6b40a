import { describe, expect, it } from "vitest";
import { categoryExists } from "@/lib/catalog/category-exists";
import { getCategoryProducts } from "@/lib/catalog/products";
import { categories } from "@/models";
import { withTestDatabase } from "../helpers/test-database";

const db = withTestDatabase();

describe("categoryExists (for a 404 before the category page streams)", () => {
  it("agrees with getCategoryProducts: slug or name with dashes as spaces, any letter case", async () => {
    const stored = await db().select({ name: categories.name, slug: categories.slug }).from(categories);
    expect(stored.length).toBeGreaterThan(0);
    for (const { name, slug } of stored) {
      for (const asked of [slug, slug.toUpperCase(), name.toLowerCase().replaceAll(" ", "-")]) {
        expect(await categoryExists(asked), asked).toBe(true);
        expect(await getCategoryProducts(asked), asked).not.toBeNull();
      }
    }
  });

  it("is false for unknown or malformed slugs, like the page", async () => {
    for (const asked of ["no-such-thing", "", "   ", "x".repeat(201)]) {
      expect(await categoryExists(asked)).toBe(false);
    }
    expect(await getCategoryProducts("no-such-thing")).toBeNull();
  });
});
