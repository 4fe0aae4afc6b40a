import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as searchProducts } from "@/app/api/home/search_products/route";
import { queryRows } from "@/lib/db";
import { matchingCategoryIds, productSearch, productSearchQuery, searchProducts as findProducts } from "@/lib/catalog/search";
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

  describe("common words a shopper types: typos, other words for the same thing, colours", () => {
    const names = (list: { name: string }[]) => list.map((item) => item.name);

    it('"tshrt" finds the T-shirts, as "tshirt" does', async () => {
      const found = (await search("tshrt")).products;
      expect(found).toHaveLength(20);
      for (const product of found) expect(product.name).toMatch(/t-shirt|\btee\b/i);
      expect(new Set(ids(found))).toEqual(new Set(ids((await search("tshirt")).products)));
    });

    it('"hoddie" finds the hoodies, as "hodie" and "hoody" do', async () => {
      const found = (await search("hoddie")).products;
      expect(found.length).toBeGreaterThanOrEqual(5);
      for (const product of found.slice(0, 5)) expect(product.name).toMatch(/hoodie/i);
    });

    it('"sweatshirt" finds the hoodies', async () => {
      const found = (await search("sweatshirt")).products;
      expect(found.length).toBeGreaterThanOrEqual(5);
      for (const product of found) expect(product.name).toMatch(/hoodie|sweat/i);
      expect(new Set(ids(found))).toEqual(new Set(ids((await search("hoodie")).products)));
    });

    it('"dog lover" finds the dog designs first, then the other pets\' ones', async () => {
      const found = (await search("dog lover")).products;
      const dogs = found.filter((p) => /\bdog\b/i.test(p.name));
      expect(dogs.length).toBeGreaterThanOrEqual(3);
      expect(found.slice(0, dogs.length)).toEqual(dogs);
      expect(found.every((p) => p.category === "Pets")).toBe(true);
      // "dog" alone: its own names first, then the other pets (a pet is what a dog lover shops for).
      const dog = (await search("dog")).products;
      expect(names(dog.slice(0, dogs.length)).every((name) => /dog/i.test(name))).toBe(true);
      expect(names(dog)).toContain("Cat Mom Oversized Tee");
    });

    it('"cusion" and "pillow" find the cushion, "cup" the mugs', async () => {
      for (const text of ["cusion", "pillow", "cushions"]) {
        expect(names((await search(text)).gifts), text).toContain("Dog Dad Printed Cushion with Filler");
      }
      const cups = (await search("cup")).gifts;
      expect(cups.length).toBeGreaterThanOrEqual(2);
      expect(names(cups).slice(0, 2).every((name) => /mug/i.test(name))).toBe(true);
    });

    it('"oversized black" finds the oversized designs that come in black, and only those', async () => {
      const stored = await storedProducts(db());
      const expected = stored.filter((p) => /oversized/i.test(p.name) && p.colors.includes("Black"));
      expect(expected.length).toBeGreaterThan(2);
      const found = (await search("oversized black")).products;
      expect(new Set(ids(found))).toEqual(new Set(expected.map((p) => p.id)));
      expect(ids((await search("Black oversized")).products)).toEqual(ids(found));
      // "grey" is the filter's Gray.
      const grey = (await search("grey hoodie")).products;
      expect(grey.length).toBeGreaterThan(0);
      expect(grey.every((p) => /hoodie/i.test(p.name) && stored.find((s) => s.id === p._id)!.colors.includes("Gray"))).toBe(true);
    });

    it('a colour alone lists the designs in that colour, best rated first', async () => {
      const stored = await storedProducts(db());
      const found = (await search("navy")).products;
      expect(found.length).toBe(Math.min(20, stored.filter((p) => p.colors.includes("Navy")).length));
      expect(found.every((p) => stored.find((s) => s.id === p._id)!.colors.includes("Navy"))).toBe(true);
      expect((await search("navy")).popular).toEqual([]);
    });
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

  it("keeps typos, several words, colours and a colour alone on the indexes too", async () => {
    // The seed is small: forbid the plans a tiny table invites, to see the indexes are usable.
    const explain = (raw: string, walk: boolean) =>
      db().transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(walk ? sql`set local enable_bitmapscan = off` : sql`set local enable_indexscan = off`);
        const search = await productSearch(tx, normaliseSearchTerm(raw), 20);
        const rows = await queryRows<Record<string, string>>(tx, sql`explain ${search!.query}`);
        return rows.map((row) => Object.values(row)[0]).join("\n");
      });
    for (const raw of ["tshrt", "oversized black", "dog hoodie", "dog lover"]) {
      const plan = await explain(raw, false);
      expect(plan, raw).toContain("products_search_key_trgm_idx");
      expect(plan, raw).not.toMatch(/Seq Scan on products/);
    }
    // A colour alone walks the best-rated index and stops after a page.
    const colourOnly = await explain("navy", true);
    expect(colourOnly).toContain("products_top_rated_idx");
    expect(colourOnly).not.toMatch(/Seq Scan on products/);
  });
});
