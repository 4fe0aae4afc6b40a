import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as blogAdd } from "@/app/api/blog-add/route";
import { DELETE as blogDelete } from "@/app/api/blog/[id]/route";
import { categories, products } from "@/models";
import { proxy } from "@/proxy";
import { withTestDatabase } from "../helpers/test-database";
import { uploadedPicture } from "../harness/staff-examples";
import { call } from "./commerce-support";
import { demoStaff } from "./sellers-support";

const db = withTestDatabase();
const visit = (path: string, headers?: Record<string, string>) => proxy(new NextRequest(`http://shop.test${path}`, { headers }));
/** What the door (server/door/document-request.mjs) writes on a browser's or crawler's visit. */
const AS_DOCUMENT = { "x-shop-document": "1" };

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

describe("proxy: deleted content is not found", () => {
  it("answers a blog post's page with a 404 as soon as the post is deleted, even right after a visit", async () => {
    const { seller } = await demoStaff(db());
    const added = await call(blogAdd, "POST", "/blog-add", seller.caller, {
      body: { name: "Gone soon", description: ["Read me while you can."], images: [await uploadedPicture("blogs")] },
    });
    expect(added.status).toBe(201);
    const page = `/blogdetail/${added.body.blog.slug}`;
    expect((await visit(page)).headers.get("x-middleware-next")).toBe("1");

    const removed = await call(blogDelete, "DELETE", `/blog/${added.body.blog._id}`, seller.caller, { params: { id: added.body.blog._id } });
    expect(removed.status).toBe(200);
    // A 200 page saying "Blog post not found" is a soft 404 that search engines keep indexed.
    const gone = await visit(page);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("x-middleware-rewrite")).toMatch(/\/_not-found$/);
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

describe("proxy: a product's page asked as a document renders for it", () => {
  it("rewrites a document request for a known product to the per-request route, query kept", async () => {
    const [product] = await db().select({ id: products.id, slug: products.slug }).from(products).limit(1);
    for (const [path, route] of [
      [`/product/details/${product!.slug}`, `/product/document/${product!.slug}`],
      [`/product/details/${product!.slug}?color=Red&size=M`, `/product/document/${product!.slug}?color=Red&size=M`],
      [`/product/details/${product!.id}`, `/product/document/${product!.id}`],
    ] as const) {
      const rewrite = new URL((await visit(path, AS_DOCUMENT)).headers.get("x-middleware-rewrite")!);
      expect(rewrite.pathname + rewrite.search, path).toBe(route);
    }
  });

  it("leaves the router's requests, review pages and unknown products as they were", async () => {
    const [product] = await db().select({ slug: products.slug }).from(products).limit(1);
    // No mark: the router's request (the door never marks those) goes to the route cache.
    const router = await visit(`/product/details/${product!.slug}`);
    expect(router.headers.get("x-middleware-next")).toBe("1");
    expect(router.headers.get("x-middleware-rewrite")).toBeNull();
    // Only "1" is the door's mark.
    expect((await visit(`/product/details/${product!.slug}`, { "x-shop-document": "yes" })).headers.get("x-middleware-next")).toBe("1");
    expect((await visit(`/product/details/${product!.slug}/reviews/1`, AS_DOCUMENT)).headers.get("x-middleware-rewrite")).toBeNull();
    const unknown = await visit("/product/details/no-such-product", AS_DOCUMENT);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("x-middleware-rewrite")).toMatch(/\/_not-found$/);
  });

  it("answers the per-request route's own address with a 404, document or not", async () => {
    const [product] = await db().select({ slug: products.slug }).from(products).limit(1);
    for (const headers of [undefined, AS_DOCUMENT]) {
      for (const path of [`/product/document/${product!.slug}`, "/product/document/no-such-product", `/product/document/${product!.slug}/x`]) {
        const response = await visit(path, headers);
        expect(response.status, path).toBe(404);
        expect(response.headers.get("x-middleware-rewrite"), path).toMatch(/\/_not-found$/);
      }
    }
  });
});
