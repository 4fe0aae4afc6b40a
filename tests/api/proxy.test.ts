import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { categories, products } from "@/models";
import { proxy } from "@/proxy";
import { withTestDatabase } from "../helpers/test-database";

const db = withTestDatabase();
const visit = (path: string) => proxy(new NextRequest(`http://shop.test${path}`));

describe("proxy: real 404s for detail pages that name nothing", () => {
  it("lets known products (by slug or id) and categories (by slug or name) through", async () => {
    const [product] = await db().select({ id: products.id, slug: products.slug }).from(products).limit(1);
    const [category] = await db().select({ slug: categories.slug, name: categories.name }).from(categories).limit(1);
    for (const path of [
      `/product/details/${product!.slug}`,
      `/product/details/${product!.id}`,
      `/category-data/${category!.slug}`,
      `/category-data/${category!.name.toUpperCase().replaceAll(" ", "-")}`,
    ]) {
      const response = await visit(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-middleware-next"), path).toBe("1");
    }
  });

  it("answers unknown, malformed and badly encoded slugs with a 404 before rendering", async () => {
    for (const path of [
      "/product/details/no-such-product",
      "/product/details/00000000-0000-4000-8000-000000000000",
      "/product/details/%E0%A4",
      "/category-data/no-such-category",
      "/category-data/bad%20slug%3Cscript%3E",
      // A NUL failed the lookup, so the page rendered: a 200 for a product, and for a category a
      // streamed render that retried without end.
      "/product/details/a%00b",
      "/category-data/x%00y",
      "/blogdetail/a%00b",
      "/product/details/a%ED%A0%80b",
    ]) {
      const response = await visit(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("x-middleware-rewrite"), path).toMatch(/\/_not-found$/);
    }
  });
});

describe("proxy: pages without a param of their own are served from their stored edition", () => {
  it("rewrites home and the blog list whatever the query, the collection only without one", async () => {
    for (const [path, route] of [
      ["/", "/home/current"],
      ["/?utm_source=news", "/home/current"],
      ["/blog", "/blog/current"],
      ["/blog?utm_source=news", "/blog/current"],
      ["/collections", "/collections/current"],
      ["/collections?_rsc=abc", "/collections/current"],
    ] as const) {
      const response = await visit(path);
      expect(new URL(response.headers.get("x-middleware-rewrite")!).pathname, path).toBe(route);
    }
    const filtered = await visit("/collections?rating=4");
    expect(filtered.headers.get("x-middleware-rewrite")).toBeNull();
    expect(filtered.headers.get("x-middleware-next")).toBe("1");
  });

  it("answers any other edition, and anything below one, with a 404", async () => {
    for (const path of ["/home/other", "/collections/currentx", "/blog/other", "/blog/other/opengraph-image-x", "/blog/__build-placeholder__"]) {
      const response = await visit(path);
      expect(response.status, path).toBe(404);
    }
    for (const path of ["/blog/current", "/blog/current/opengraph-image-x", "/collections/current"]) {
      expect((await visit(path)).status, path).toBe(200);
    }
  });
});
