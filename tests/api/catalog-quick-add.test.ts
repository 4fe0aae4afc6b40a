import { describe, expect, it } from "vitest";
import { GET as quickAdd } from "@/app/api/home/quick-add/[slugOrId]/route";
import { withTestDatabase } from "../helpers/test-database";
import { call, storedProducts, UNKNOWN_PRODUCT_REFS } from "./catalog-support";

const db = withTestDatabase();

describe("GET /api/home/quick-add/{slug or id}", () => {
  it("answers the product's colours, sizes, each colour's front and its price after the discount", async () => {
    const stored = await storedProducts(db());
    const product = stored.find((p) => p.discount > 0 && p.colors.length > 1 && p.sizes.length > 1)!;
    expect(product).toBeDefined();

    const answer = await call(quickAdd, `/home/quick-add/${product.slug}`, { slugOrId: product.slug });
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toMatch(/^public, /);
    expect(answer.body).toEqual({
      product: {
        id: product.id,
        name: product.name,
        slug: product.slug,
        image: product.images[0],
        // The fronts only: the dialog shows one picture, of the colour chosen.
        colorImages: Object.fromEntries(Object.entries(product.colorImages).map(([colour, pictures]) => [colour, [pictures[0]]])),
        price: product.displayed,
        colors: product.colors,
        sizes: product.sizes,
      },
    });
    expect(product.displayed).toBeLessThan(product.price);
    // Nothing the dialog does not show: no description, no stock, no seller.
    expect(Object.keys(answer.body.product as object).sort()).toEqual(["colorImages", "colors", "id", "image", "name", "price", "sizes", "slug"]);
  });

  it("answers the same product by id and by its slug in any letter case", async () => {
    const [product] = await storedProducts(db());
    const bySlug = await call(quickAdd, `/home/quick-add/${product!.slug}`, { slugOrId: product!.slug });
    const byId = await call(quickAdd, `/home/quick-add/${product!.id}`, { slugOrId: product!.id });
    const byUpper = await call(quickAdd, `/home/quick-add/x`, { slugOrId: product!.slug.toUpperCase() });
    expect(bySlug.status).toBe(200);
    expect(byId.body).toEqual(bySlug.body);
    expect(byUpper.body).toEqual(bySlug.body);
  });

  it.each(UNKNOWN_PRODUCT_REFS)("answers 404 { error } for %s", async (_what, slugOrId) => {
    const answer = await call(quickAdd, "/home/quick-add/x", { slugOrId });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: "Product not found" });
  });
});
