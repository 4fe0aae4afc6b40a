import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as searchProducts } from "@/app/api/home/search_products/route";
import { queryRows } from "@/lib/db";
import { matchingCategoryIds, productSearchQuery, searchProducts as findProducts } from "@/lib/catalog/search";
import { normaliseSearchTerm, searchForms } from "@/lib/catalog/search-terms";
import { withTestDatabase } from "../helpers/test-database";
import { call, storedProducts } from "./catalog-support";

/** The cases a shopper's walkthrough found (issue 14, "Search a shopper can rely on"). */

const db = withTestDatabase();

type Found = { _id: string; name: string; category: string };
type Answer = { products: Found[]; gifts: { _id: string; name: string; slug: string }[]; popular: Found[] };

async function search(searchValue: string): Promise<Answer> {
  const answer = await call(searchProducts, `/home/search_products?${new URLSearchParams({ searchValue })}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

const ids = (list: { _id: string }[]) => list.map((item) => item._id);

describe("search a shopper can rely on", () => {
  it('"mug" finds the gift store\'s mugs', async () => {
    const { gifts, popular } = await search("mug");
    expect(gifts.length).toBeGreaterThanOrEqual(2);
    expect(gifts.slice(0, 2).every((gift) => /mug/i.test(gift.name))).toBe(true);
    expect(popular).toEqual([]);
    expect(ids((await search("MUGS")).gifts)).toEqual(ids(gifts));
  });

  it('"gifts" lists the gift store', async () => {
    expect((await search("gifts")).gifts.length).toBeGreaterThanOrEqual(8);
  });

  it('"tshirt", "t shirt", "t-shirt", "tee", "tees" and "tshirts" find the same T-shirts', async () => {
    const stored = await storedProducts(db());
    const tshirts = stored.filter((p) => /t-shirt|\btee\b/i.test(p.name));
    expect(tshirts.length).toBeGreaterThan(20);
    const first = await search("tshirt");
    expect(first.products).toHaveLength(20);
    for (const product of first.products) expect(product.name).toMatch(/t-shirt|\btee\b/i);
    // Every T-shirt, whatever the spelling (the best 20 differ: the spelling typed ranks first).
    const all = new Set((await findProducts("tshirt", 100)).map((p) => p.id));
    expect(all).toEqual(new Set(tshirts.map((p) => p.id)));
    for (const spelling of ["t shirt", "t-shirt", "T-Shirts", "tee", "tees", "tshirts", "tee shirt"]) {
      expect(new Set((await findProducts(spelling, 100)).map((p) => p.id))).toEqual(all);
    }
  });

  it("hyphens and spaces do not matter", async () => {
    const hyphenated = await search("drop-shoulder");
    expect(hyphenated.products.map((p) => p.name)).toContain("Gym Rat Oversized Drop-Shoulder Tee");
    for (const spelling of ["dropshoulder", "drop shoulder"]) expect(ids((await search(spelling)).products)).toEqual(ids(hyphenated.products));
    expect(new Set(ids((await search("over-sized")).products))).toEqual(new Set(ids((await search("oversized")).products)));
    expect((await search("dog dad")).products[0]!.name).toBe("Dog Dad Printed Cotton T-Shirt");
    expect((await search("dogdad")).products[0]!.name).toBe("Dog Dad Printed Cotton T-Shirt");
  });

  it('a small typo still matches: "hodie" finds hoodies, "motivaton" the Motivation tees', async () => {
    const hoodies = (await search("hodie")).products;
    expect(hoodies.length).toBeGreaterThanOrEqual(5);
    for (const product of hoodies.slice(0, 5)) expect(product.name).toMatch(/hoodie/i);
    const motivation = (await search("motivaton")).products;
    expect(motivation.length).toBeGreaterThan(0);
    expect(motivation.every((p) => p.category === "Motivation")).toBe(true);
  });

  it("exact matches come before near spellings", async () => {
    const found = (await search("mode")).products.map((p) => p.name);
    const exact = found.filter((name) => /mode/i.test(name));
    expect(found.slice(0, exact.length)).toEqual(exact);
  });

  it('"xyz123" finds nothing and offers popular products', async () => {
    const answer = await search("xyz123");
    expect(answer.products).toEqual([]);
    expect(answer.gifts).toEqual([]);
    expect(answer.popular.length).toBeGreaterThan(0);
    expect(answer.popular.length).toBeLessThanOrEqual(4);
  });

  it.each([
    ["only emoji", "🐶🐱🎁"],
    ["only punctuation", "!!! --- ..."],
    ["a zero-width space", "\u200b"],
  ])("%s: 200 with nothing found, never a 500", async (_, searchValue) => {
    const answer = await search(searchValue);
    expect(answer.products).toEqual([]);
    expect(answer.gifts).toEqual([]);
  });

  it("emoji around a word are ignored", async () => {
    expect(ids((await search("🐶 dog 🐶")).products)).toEqual(ids((await search("dog")).products));
  });

  it.each([
    ["a NUL byte", "mug\u0000"],
    ["10 kB of text", "a".repeat(10_240)],
  ])("%s: 400, never a 500", async (_, searchValue) => {
    const answer = await call(searchProducts, `/home/search_products?${new URLSearchParams({ searchValue })}`);
    expect(answer.status).toBe(400);
  });

  it("a broken escape or surrogate in the address: 400 or nothing found, never a 500", async () => {
    for (const query of ["searchValue=mug%00", "searchValue=%ED%A0%80mug", "searchValue=%F0%9F"]) {
      const answer = await call(searchProducts, `/home/search_products?${query}`);
      expect([200, 400]).toContain(answer.status);
    }
  });

  it("keeps the query on the indexes (no sequential scan of products)", async () => {
    const plans: string[] = [];
    for (const raw of ["hodie", "tshirt", "motivaton"]) {
      const term = normaliseSearchTerm(raw);
      const forms = searchForms(term);
      const categoryIds = await matchingCategoryIds(db(), term, forms);
      // The seed is small enough for a sequential scan; forbid it to see the indexes are usable.
      const plan = await db().transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_indexscan = off`);
        return queryRows<Record<string, string>>(tx, sql`explain ${productSearchQuery(tx, term, forms, categoryIds, 20)}`);
      });
      plans.push(plan.map((row) => Object.values(row)[0]).join("\n"));
    }
    for (const plan of plans) {
      expect(plan).toContain("products_search_key_trgm_idx");
      expect(plan).toContain("products_name_trgm_idx");
      expect(plan).not.toMatch(/Seq Scan on products/);
    }
    expect(plans[2]).toContain("products_category_displayed_price_idx");
  });
});
