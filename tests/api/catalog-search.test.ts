import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as searchProducts } from "@/app/api/home/search_products/route";
import { productFilters } from "@/lib/catalog/product-query";
import { queryRows } from "@/lib/db";
import { categories, products, sellers } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { call, storedProducts, type StoredProduct } from "./catalog-support";

const db = withTestDatabase();

type Found = { _id: string; name: string; category: string };

async function search(searchValue: string): Promise<Found[]> {
  const answer = await call(searchProducts, `/home/search_products?${new URLSearchParams({ searchValue })}`);
  expect(answer.status).toBe(200);
  expect(Object.keys(answer.body)).toEqual(["products", "gifts", "popular"]);
  return answer.body.products;
}

const lower = (s: string) => s.toLowerCase();

/** How well a product matches: 0 name starts with it, 1 a word of the name does, 2 inside the name, 3 its category. */
function matchClass(product: { name: string }, text: string): number {
  const name = lower(product.name);
  const t = lower(text);
  if (name.startsWith(t)) return 0;
  if (name.includes(` ${t}`)) return 1;
  if (name.includes(t)) return 2;
  return 3;
}

function expectedMatches(stored: StoredProduct[], text: string) {
  return stored.filter((p) => lower(p.name).includes(lower(text)) || lower(p.category).includes(lower(text)));
}

beforeAll(async () => {
  // Names with the characters ILIKE would take as wildcards.
  const [category] = await db().select({ id: categories.id }).from(categories).limit(1);
  const [seller] = await db().select({ id: sellers.id }).from(sellers).limit(1);
  const base = { brand: "TeeRang", description: "A test print.", price: 499, gender: "unisex" as const, categoryId: category!.id, sellerId: seller!.id };
  await db()
    .insert(products)
    .values([
      { ...base, name: "100% Cotton Basics Tee", slug: "cotton-basics-tee" },
      { ...base, name: "snake_case Coder Tee", slug: "snake-case-coder-tee" },
    ]);
});

describe("GET /api/home/search_products", () => {
  it("finds every product whose name or category contains the text, case-insensitively, inside words too", async () => {
    const stored = await storedProducts(db());
    // Words with other words for them ("dog" also asks for pets) find more: search-shopper.test.ts.
    for (const text of ["mode", "MODE", "ode", "cat"]) {
      const expected = expectedMatches(stored, text);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThanOrEqual(20);
      const found = await search(text);
      expect(new Set(found.map((p) => p._id))).toEqual(new Set(expected.map((p) => p.id)));
    }
    // "ode" sits inside a word ("Mode"), never at the start of one.
    expect(expectedMatches(stored, "ode").every((p) => matchClass(p, "ode") >= 2)).toBe(true);
  });

  it("ranks names starting with the text first, then a word starting with it, then inside a word, then category matches", async () => {
    const stored = await storedProducts(db());
    const seen = new Set<number>();
    for (const text of ["cat", "men", "on", "it"]) {
      const found = await search(text);
      const classes = found.map((p) => matchClass(p, text));
      expect(classes).toEqual([...classes].sort((a, b) => a - b));
      expect(new Set(classes).size).toBeGreaterThan(1); // the order is really tested
      classes.forEach((c) => seen.add(c));
      expect(found.length).toBe(Math.min(20, expectedMatches(stored, text).length));
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });

  it("ranks the closest names (the shortest that contain the text) first within each kind of match", async () => {
    const text = "on";
    const found = await search(text);
    const inside = found.filter((p) => matchClass(p, text) === 2);
    const lengths = inside.map((p) => [...p.name].length);
    expect(inside.length).toBeGreaterThan(2);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    // Alphabetical order alone would differ, so the length order is what is tested.
    expect(inside.map((p) => p.name)).not.toEqual(inside.map((p) => p.name).sort());
  });

  it("ranks a near spelling by its trigram word similarity, closest first", async () => {
    const text = "hodie";
    const found = await search(text);
    const similarity = new Map(
      (await queryRows<{ id: string; score: number }>(db(), sql`select id, word_similarity(${text}, name) as score from products`)).map((r) => [r.id, Number(r.score)]),
    );
    expect(found.length).toBeGreaterThan(0);
    const scores = found.map((p) => similarity.get(p._id)!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("matches category names: a category's products come after the names that match", async () => {
    const stored = await storedProducts(db());
    const found = await search("Pets");
    const onlyByCategory = found.filter((p) => !lower(p.name).includes("pets"));
    expect(onlyByCategory.length).toBeGreaterThan(0);
    expect(onlyByCategory.every((p) => p.category === "Pets")).toBe(true);
    expect(found.length).toBe(Math.min(20, expectedMatches(stored, "pets").length));
  });

  it("answers the same whatever the letter case of the text", async () => {
    expect(await search("BEAST mode")).toEqual(await search("beast MODE"));
    expect((await search("beast mode")).length).toBeGreaterThan(0);
  });

  it("answers at most 20 products", async () => {
    const stored = await storedProducts(db());
    expect(expectedMatches(stored, "e").length).toBeGreaterThan(20);
    expect(await search("e")).toHaveLength(20);
  });

  it("takes % and _ literally, not as wildcards", async () => {
    expect((await search("%")).map((p) => p.name)).toEqual(["100% Cotton Basics Tee"]);
    expect((await search("0% c")).map((p) => p.name)).toEqual(["100% Cotton Basics Tee"]);
    expect((await search("_")).map((p) => p.name)).toEqual(["snake_case Coder Tee"]);
    expect(await search("a_e")).toEqual([]); // as a wildcard it would match "Same", "snake" ...
    expect(await search("\\")).toEqual([]);
  });

  it("answers no products for text nothing contains", async () => {
    expect(await search("zzqxj")).toEqual([]);
  });

  it.each([
    ["", "searchValue: is required"],
    ["   ", "searchValue: is required"],
    ["x".repeat(101), "searchValue: must be at most 100 characters"],
  ])("answers 400 for searchValue=%j", async (searchValue, error) => {
    const answer = await call(searchProducts, `/home/search_products?${new URLSearchParams({ searchValue })}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error });
  });

  it("answers 400 without a searchValue", async () => {
    const answer = await call(searchProducts, "/home/search_products");
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: "searchValue: is required" });
  });

  it("can serve the name match from the trigram index", async () => {
    // The seed is small enough for a sequential scan; forbid it to see the index is usable.
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx.select({ id: products.id }).from(products).where(await productFilters(tx, { searchValue: "beast" }));
      return queryRows<Record<string, string>>(tx, sql`explain ${query}`);
    });
    expect(plan.map((row) => Object.values(row)[0]).join("\n")).toContain("products_name_trgm_idx");
  });
});
