import { describe, expect, it } from "vitest";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { getConfig } from "@/lib/config";
import { blogs, categories, products } from "@/models";
import { withTestDatabase } from "../helpers/test-database";

const db = withTestDatabase();

describe("sitemap.xml", () => {
  it("lists every product, category and blog on the public address, plus the static pages", async () => {
    const urls = (await sitemap()).map((entry) => entry.url);
    const base = getConfig().publicBaseUrl;
    for (const { slug } of await db().select({ slug: products.slug }).from(products)) {
      expect(urls).toContain(`${base}/product/details/${slug}`);
    }
    for (const { slug } of await db().select({ slug: categories.slug }).from(categories)) {
      expect(urls).toContain(`${base}/category-data/${slug}`);
    }
    for (const { slug } of await db().select({ slug: blogs.slug }).from(blogs)) {
      expect(urls).toContain(`${base}/blogdetail/${slug}`);
    }
    for (const path of ["/", "/collections", "/about", "/privacy", "/refund", "/term-condition", "/story", "/blog"]) {
      expect(urls).toContain(`${base}${path}`);
    }
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe("robots.txt", () => {
  it("points at the sitemap and keeps personal pages and the API out of search", async () => {
    const rules = await robots();
    expect(rules.sitemap).toBe(`${getConfig().publicBaseUrl}/sitemap.xml`);
    const disallow = [rules.rules].flat()[0]?.disallow;
    expect(disallow).toEqual(expect.arrayContaining(["/api/", "/cart", "/checkout", "/dashboard-client", "/wishlist"]));
  });
});
