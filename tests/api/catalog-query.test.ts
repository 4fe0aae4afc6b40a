import { describe, expect, it } from "vitest";
import { GET as queryProducts } from "@/app/api/home/query-products/route";
import { withTestDatabase } from "../helpers/test-database";
import { call, ids, storedProducts, type StoredProduct } from "./catalog-support";

const db = withTestDatabase();

const PER_PAGE = 12;

function query(params: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return call(queryProducts, `/home/query-products?${search}`);
}

/** Every page of a query, concatenated, with the totals each page reported. */
async function allPages(params: Record<string, string | number>) {
  const found: { _id: string; price: number; discount: number }[] = [];
  const totals = new Set<number>();
  for (let pageNumber = 1; pageNumber < 50; pageNumber++) {
    const { status, body } = await query({ ...params, pageNumber });
    expect(status).toBe(200);
    totals.add(body.totalProduct);
    if (body.products.length === 0) break;
    expect(body.products.length).toBeLessThanOrEqual(PER_PAGE);
    found.push(...body.products);
  }
  expect(totals.size).toBe(1);
  return { found, total: [...totals][0]! };
}

const matches = (list: StoredProduct[]) => list.map((p) => p.id);
const lower = (s: string) => s.toLowerCase();

describe("GET /api/home/query-products without filters", () => {
  it("answers the first 12 newest products, the whole count and the page size", async () => {
    const stored = await storedProducts(db());
    const { status, body, cacheControl } = await query({});
    expect(status).toBe(200);
    expect(cacheControl).toMatch(/^public, /);
    expect(Object.keys(body).sort()).toEqual(["parPage", "products", "totalIsLowerBound", "totalProduct"]);
    expect(body.totalIsLowerBound).toBe(false);
    expect(body.parPage).toBe(PER_PAGE);
    expect(body.totalProduct).toBe(stored.length);
    expect(ids(body.products)).toEqual(matches(stored.slice(0, PER_PAGE)));
  });

  it("pages through every product exactly once, and answers an empty page past the end", async () => {
    const stored = await storedProducts(db());
    expect(stored.length % PER_PAGE).not.toBe(0); // a short last page is seen
    const { found, total } = await allPages({});
    expect(total).toBe(stored.length);
    expect(ids(found)).toEqual(matches(stored));
    const past = await query({ pageNumber: Math.ceil(stored.length / PER_PAGE) + 1 });
    expect(past.body).toEqual({ products: [], totalProduct: stored.length, parPage: PER_PAGE, totalIsLowerBound: false });
  });

  it("takes blank parameters as not given and ignores unknown ones", async () => {
    const plain = await query({});
    const blank = await query({ category: "", rating: "", lowPrice: "", highPrice: "", sortPrice: "", searchValue: " ", color: "", pageNumber: "", utm_source: "x" });
    expect(blank.body).toEqual(plain.body);
  });
});

describe("GET /api/home/query-products, each filter alone", () => {
  it("category: by name or slug, any letter case", async () => {
    const stored = await storedProducts(db());
    const expected = stored.filter((p) => p.category === "Pets");
    expect(expected.length).toBeGreaterThan(0);
    for (const category of ["Pets", "pets", "PETS"]) {
      const { found, total } = await allPages({ category });
      expect(ids(found)).toEqual(matches(expected));
      expect(total).toBe(expected.length);
    }
    expect((await query({ category: "no such category" })).body.totalProduct).toBe(0);
  });

  it("rating: at least that many stars", async () => {
    const stored = await storedProducts(db());
    for (const rating of [4.5, 4, 3.5, 0]) {
      const expected = stored.filter((p) => p.rating >= rating);
      const { found, total } = await allPages({ rating });
      expect(ids(found)).toEqual(matches(expected));
      expect(total).toBe(expected.length);
    }
    expect(stored.some((p) => p.rating < 4.5)).toBe(true);
  });

  it("lowPrice and highPrice: on the displayed price, both ends included", async () => {
    const stored = await storedProducts(db());
    const prices = [...new Set(stored.map((p) => p.displayed))].sort((a, b) => a - b);
    const low = prices[Math.floor(prices.length / 4)]!;
    const high = prices[Math.floor((prices.length * 3) / 4)]!;
    const expected = stored.filter((p) => p.displayed >= low && p.displayed <= high);
    // A list price above the range with a displayed price inside, and the reverse: only a
    // filter on the displayed price gets both right.
    expect(expected.some((p) => p.price > high)).toBe(true);
    expect(stored.some((p) => p.price >= low && p.price <= high && p.displayed < low)).toBe(true);
    const { found, total } = await allPages({ lowPrice: low, highPrice: high });
    expect(ids(found)).toEqual(matches(expected));
    expect(total).toBe(expected.length);
    expect(found.some((p) => discounted(p) === low) && found.some((p) => discounted(p) === high)).toBe(true);

    const onlyLow = await allPages({ lowPrice: high });
    expect(ids(onlyLow.found)).toEqual(matches(stored.filter((p) => p.displayed >= high)));
    const onlyHigh = await allPages({ highPrice: low });
    expect(ids(onlyHigh.found)).toEqual(matches(stored.filter((p) => p.displayed <= low)));
  });

  it("color: the product comes in that colour, any letter case", async () => {
    const stored = await storedProducts(db());
    const expected = stored.filter((p) => p.colors.includes("Navy"));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(stored.length);
    for (const color of ["Navy", "navy"]) {
      const { found } = await allPages({ color });
      expect(ids(found)).toEqual(matches(expected));
    }
    expect((await query({ color: "Chartreuse" })).body.totalProduct).toBe(0);
  });

  it("searchValue: inside product names or category names, any letter case", async () => {
    const stored = await storedProducts(db());
    const expected = stored.filter((p) => lower(p.name).includes("mom") || lower(p.category).includes("mom"));
    expect(expected.length).toBeGreaterThan(0);
    const { found } = await allPages({ searchValue: "MoM" });
    expect(ids(found)).toEqual(matches(expected));
    // "pets" matches the Pets category, whose product names need not say so.
    const pets = await allPages({ searchValue: "pets" });
    expect(ids(pets.found)).toEqual(matches(stored.filter((p) => lower(p.name).includes("pets") || p.category === "Pets")));
    expect(stored.some((p) => p.category === "Pets" && !lower(p.name).includes("pets"))).toBe(true);
  });

  it.each([
    ["low-to-high", (a: number, b: number) => a - b],
    ["high-to-low", (a: number, b: number) => b - a],
  ] as const)("sortPrice=%s: by displayed price over all pages", async (sortPrice, compare) => {
    const stored = await storedProducts(db());
    const { found } = await allPages({ sortPrice });
    expect(found.map(discounted)).toEqual(stored.map((p) => p.displayed).sort(compare));
    expect(new Set(ids(found)).size).toBe(stored.length);
    // Sorting by list price would give another order.
    expect(found.map((p) => p.price)).not.toEqual(stored.map((p) => p.price).sort(compare));
  });

  it("sortPrice=top-rated: the best rated first, newest first among equals (the shop's 'Best Seller')", async () => {
    const stored = await storedProducts(db());
    const { found } = await allPages({ sortPrice: "top-rated" });
    const byRating = [...stored].sort((a, b) => b.rating - a.rating || stored.indexOf(a) - stored.indexOf(b));
    expect(ids(found)).toEqual(byRating.map((p) => p.id));
    expect(new Set(stored.map((p) => p.rating)).size).toBeGreaterThan(1);
  });
});

function discounted(p: { price: number; discount: number }) {
  return p.price - Math.floor((p.price * p.discount) / 100);
}

describe("GET /api/home/query-products, filters together", () => {
  it("applies every filter at once, sorted and paged", async () => {
    const stored = await storedProducts(db());
    const filters = { rating: 4, lowPrice: 250, highPrice: 900, color: "white", searchValue: "tee" };
    const expected = stored
      .filter((p) => p.rating >= 4 && p.displayed >= 250 && p.displayed <= 900)
      .filter((p) => p.colors.some((c) => lower(c) === "white"))
      .filter((p) => lower(p.name).includes("tee") || lower(p.category).includes("tee"));
    expect(expected.length).toBeGreaterThan(PER_PAGE); // more than one page
    const descending = [...expected].sort((a, b) => b.displayed - a.displayed);
    const { found, total } = await allPages({ ...filters, sortPrice: "high-to-low" });
    expect(total).toBe(expected.length);
    expect(found.map(discounted)).toEqual(descending.map((p) => p.displayed));
    expect(new Set(ids(found))).toEqual(new Set(matches(expected)));

    const category = expected[0]!.category;
    const narrowed = await allPages({ ...filters, category });
    expect(ids(narrowed.found)).toEqual(matches(expected.filter((p) => p.category === category)));
  });
});

describe("GET /api/home/query-products, bad parameters", () => {
  it.each([
    [{ pageNumber: "0" }, "pageNumber: must be a whole number from 1"],
    [{ pageNumber: "abc" }, "pageNumber: must be a whole number from 1"],
    [{ pageNumber: "1.5" }, "pageNumber: must be a whole number from 1"],
    [{ pageNumber: "99999999999" }, "pageNumber: must be a whole number from 1"],
    [{ rating: "6" }, "rating: must be a number of stars from 0 to 5"],
    [{ rating: "-1" }, "rating: must be a number of stars from 0 to 5"],
    [{ rating: "four" }, "rating: must be a number of stars from 0 to 5"],
    [{ lowPrice: "-5" }, "lowPrice: must be a whole number from 0"],
    [{ highPrice: "9.99" }, "highPrice: must be a whole number from 0"],
    [{ lowPrice: "900", highPrice: "100" }, "lowPrice: must not be more than highPrice"],
    [{ sortPrice: "cheapest" }, "sortPrice: must be low-to-high, high-to-low or top-rated"],
    [{ searchValue: "x".repeat(101) }, "searchValue: must be at most 100 characters"],
    [{ category: "c".repeat(101) }, "category: must be at most 100 characters"],
    [{ color: "c".repeat(31) }, "color: must be at most 30 characters"],
  ])("answers 400 for %j", async (params, error) => {
    const answer = await query(params);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error });
  });
});
