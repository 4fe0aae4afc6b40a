import { describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/customer/customer-register/route";
import { GET as getProduct } from "@/app/api/home/get-product/[slugOrId]/route";
import { GET as productsOfCategory } from "@/app/api/home/get-products-cat/[category]/route";
import { GET as queryProducts } from "@/app/api/home/query-products/route";
import { GET as searchProducts } from "@/app/api/home/search_products/route";
import { GET as noSuchCall, POST as noSuchPost } from "@/app/api/[...path]/route";
import { customers } from "@/models";
import { call } from "./catalog-support";
import { withTestDatabase } from "../helpers/test-database";

const db = withTestDatabase();

/**
 * Text PostgreSQL cannot hold (a NUL character, an unpaired surrogate) used to reach the
 * database and come back as a 500. Every such call is now a 400 naming the problem, before any
 * query runs.
 */
describe("API calls refuse text the database cannot hold", () => {
  it("in a path parameter (Next hands the handler the decoded text)", async () => {
    for (const [handler, path, params] of [
      [getProduct, "/home/get-product/a%00b", { slugOrId: "a\0b" }],
      [productsOfCategory, "/home/get-products-cat/a%00b", { category: "a\0b" }],
    ] as const) {
      const answer = await call(handler, path, params);
      expect(answer.status, path).toBe(400);
      expect(answer.body.error, path).toMatch(/NUL/);
    }
  });

  it("in a query parameter of the listing and search calls", async () => {
    for (const [handler, path] of [
      [queryProducts, "/home/query-products?category=a%00b"],
      [queryProducts, "/home/query-products?searchValue=a%00b"],
      [queryProducts, "/home/query-products?color=a%00b"],
      [searchProducts, "/home/search_products?searchValue=a%00b"],
    ] as const) {
      const answer = await call(handler, path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.error, path).toMatch(/NUL/);
    }
  });

  it("in a JSON body, naming the field, and nothing is stored", async () => {
    const before = (await db().select({ id: customers.id }).from(customers)).length;
    for (const name of ["Asha\0", "Asha\ud800"]) {
      const response = await register(
        new Request("http://shop.test/api/customer/customer-register", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name, phone: "9876543210", email: "nul-name@example.in", password: "Secret@123" }),
        }),
        {},
      );
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(/^name: must not contain a NUL/);
    }
    expect((await db().select({ id: customers.id }).from(customers)).length).toBe(before);
  });
});

describe("an /api address no call lives at", () => {
  it("is a JSON 404 for any method", async () => {
    const get = await noSuchCall(new Request("http://shop.test/api/no-such-route"), {});
    expect(get.status).toBe(404);
    expect(get.headers.get("content-type")).toMatch(/^application\/json/);
    expect((await get.json()).error).toBe("There is no API call at GET /api/no-such-route.");
    const post = await noSuchPost(new Request("http://shop.test/api/no/such", { method: "POST", body: "{}" }), {});
    expect(post.status).toBe(404);
  });
});
