import { asc, desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getBanner } from "@/app/api/get-banner/route";
import { GET as getCoupon } from "@/app/api/get-coupon/route";
import { GET as giftGet } from "@/app/api/gift-get/[id]/route";
import { GET as giftsGet } from "@/app/api/gifts-get/route";
import { GET as getCategorys } from "@/app/api/home/get-categorys/route";
import { GET as getProducts } from "@/app/api/home/get-products/route";
import { GET as menuCategorys } from "@/app/api/home/menu-categorys/route";
import { GET as moreSections } from "@/app/api/home/more-sections/route";
import { GET as priceRangeLatest } from "@/app/api/home/price-range-latest-product/route";
import { getHomeBanners } from "@/lib/catalog/banners";
import { getNewArrivals } from "@/lib/catalog/products";
import { PUBLIC_CATALOGUE_CACHE } from "@/lib/catalog/responses";
import { banners, blogs, categories, coupons, gifts, products } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { call, documentOf, ids, storedProducts } from "./catalog-support";

const db = withTestDatabase();

const PRODUCT_FIELDS = [
  "_id", "name", "slug", "description", "points", "price", "discount", "stock", "rating", "images",
  "color", "size", "brand", "category", "gender", "sellerId", "shopName",
  // Not in the contract: each colour's pictures, so a page or cart line shows the colour chosen.
  "colorImages",
  // Not in the contract: printed to order, so returnable only if damaged or wrong (lib/returns/custom-printed.ts).
  "customPrinted",
].sort();

describe("GET /api/home/get-categorys", () => {
  it("lists every category as { _id, name, slug, image } in the order they were added, cacheable", async () => {
    const stored = await db().select().from(categories).orderBy(asc(categories.createdAt), asc(categories.id));
    const answer = await call(getCategorys, "/home/get-categorys");
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe(PUBLIC_CATALOGUE_CACHE);
    expect(answer.body).toEqual({ categorys: stored.map((c) => ({ _id: c.id, name: c.name, slug: c.slug, image: c.image })) });
  });
});

describe("GET /api/home/menu-categorys", () => {
  it("lists the categories that have products, in the shop's order, and leaves an empty one out", async () => {
    const [empty] = await db().insert(categories).values({ name: "Empty Shelf", slug: "empty-shelf", image: "/uploads/empty.png" }).returning();
    const stored = await db().select().from(categories).orderBy(asc(categories.createdAt), asc(categories.id));
    const stocked = new Set((await db().select({ categoryId: products.categoryId }).from(products)).map((p) => p.categoryId));
    const answer = await call(menuCategorys, "/home/menu-categorys");
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe(PUBLIC_CATALOGUE_CACHE);
    const expected = stored.filter((c) => stocked.has(c.id)).map((c) => ({ _id: c.id, name: c.name, slug: c.slug }));
    expect(expected.map((c) => c.name)).toEqual(expect.arrayContaining(["Women", "Kids"]));
    expect(answer.body).toEqual({ categorys: expected });
    expect(answer.body.categorys.map((c: { _id: string }) => c._id)).not.toContain(empty!.id);
  });
});

describe("GET /api/home/get-products", () => {
  it("answers the newest 60 products as full product documents, and the newest 12 as latest_product", async () => {
    const stored = await storedProducts(db());
    expect(stored.length).toBeGreaterThan(60); // so the cap is seen
    const { status, body, cacheControl } = await call(getProducts, "/home/get-products");
    expect(status).toBe(200);
    expect(cacheControl).toBe(PUBLIC_CATALOGUE_CACHE);
    expect(Object.keys(body).sort()).toEqual(["discount_product", "latest_product", "products", "topRated_product"]);
    expect(body.products).toEqual(stored.slice(0, 60).map(documentOf));
    expect(ids(body.latest_product)).toEqual(stored.slice(0, 12).map((p) => p.id));
    for (const product of [...body.products, ...body.topRated_product, ...body.discount_product]) {
      expect(Object.keys(product).sort()).toEqual(PRODUCT_FIELDS);
    }
  });

  it("ranks topRated_product by rating and discount_product by discount, discounted products only", async () => {
    const stored = await storedProducts(db());
    const byRating = [...stored].sort((a, b) => b.rating - a.rating || stored.indexOf(a) - stored.indexOf(b));
    const byDiscount = stored.filter((p) => p.discount > 0).sort((a, b) => b.discount - a.discount || stored.indexOf(a) - stored.indexOf(b));
    const { body } = await call(getProducts, "/home/get-products");
    expect(ids(body.topRated_product)).toEqual(byRating.slice(0, 12).map((p) => p.id));
    expect(ids(body.discount_product)).toEqual(byDiscount.slice(0, 12).map((p) => p.id));
    expect(body.discount_product.every((p: { discount: number }) => p.discount > 0)).toBe(true);
  });

  it("gives the product page's 'Product May You Like' strip its items 7 to 11", async () => {
    const { body } = await call(getProducts, "/home/get-products");
    expect(body.products.slice(6, 11)).toHaveLength(5);
  });
});

describe("GET /api/home/more-sections", () => {
  const CARD_FIELDS = ["id", "name", "slug", "price", "discount", "image", "hoverImage", "rating", "category"].sort();

  it("answers what the home page shows below its first screen, as the cards draw it, cacheable", async () => {
    const stored = await storedProducts(db());
    const { status, body, cacheControl } = await call(moreSections, "/home/more-sections");
    expect(status).toBe(200);
    expect(cacheControl).toBe(PUBLIC_CATALOGUE_CACHE);
    expect(Object.keys(body).sort()).toEqual(["bestSale", "blogs", "categories", "mayLike", "social"]);
    // Best Sale: the newest 12. May You Like: items 11 to 20, after New Arrivals' ten.
    expect(body.mayLike.map((p: { id: string }) => p.id)).toEqual(stored.slice(10, 20).map((p) => p.id));
    expect(body.bestSale.map((p: { id: string }) => p.id)).toEqual(stored.slice(0, 12).map((p) => p.id));
    // No description, stock or colour lists: only what a card shows.
    for (const card of [...body.bestSale, ...body.mayLike]) expect(Object.keys(card).sort()).toEqual(CARD_FIELDS);
    const first = stored[10]!;
    expect(body.mayLike[0]).toEqual({
      id: first.id,
      name: first.name,
      slug: first.slug,
      price: first.price,
      discount: first.discount,
      image: first.images[0] ?? null,
      hoverImage: first.images[1] ?? null,
      rating: first.rating,
      category: first.category,
    });
    // The social strip: six photos from item 21 on.
    expect(body.social.map((p: { id: string }) => p.id)).toEqual(stored.slice(20, 26).map((p) => p.id));
  });

  it("teases the two newest posts with their first 20 words, and lists every category", async () => {
    const posts = await db().select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));
    const stored = await db().select().from(categories).orderBy(asc(categories.createdAt), asc(categories.id));
    const { body } = await call(moreSections, "/home/more-sections");
    expect(body.blogs.map((b: { slug: string }) => b.slug)).toEqual(posts.slice(0, 2).map((p) => p.slug));
    for (const [index, teaser] of body.blogs.entries()) {
      const words = (posts[index]!.description[0] ?? "").split(/\s+/).filter(Boolean);
      expect(teaser.teaser.split(/\s+/).length).toBeLessThanOrEqual(20);
      expect(teaser.teaser.startsWith(words.slice(0, 5).join(" "))).toBe(true);
      expect(teaser.image).toBe(posts[index]!.images[0] ?? null);
    }
    expect(body.categories).toEqual(stored.map((c) => ({ id: c.id, name: c.name, slug: c.slug, image: c.image })));
  });
});

describe("GET /api/home/price-range-latest-product", () => {
  it("answers the newest 12 products and the lowest and highest displayed price", async () => {
    const stored = await storedProducts(db());
    const shown = stored.map((p) => p.displayed);
    const { status, body } = await call(priceRangeLatest, "/home/price-range-latest-product");
    expect(status).toBe(200);
    expect(ids(body.latest_product)).toEqual(stored.slice(0, 12).map((p) => p.id));
    expect(body.priceRange).toEqual({ low: Math.min(...shown), high: Math.max(...shown) });
    // The seed's list-price range differs, so this tells displayed prices from list prices.
    const listed = stored.map((p) => p.price);
    expect([Math.min(...listed), Math.max(...listed)]).not.toEqual([body.priceRange.low, body.priceRange.high]);
  });
});

describe("GET /api/get-banner", () => {
  it("lists every banner as { _id, url, category } with its words, link and phone crop, oldest first", async () => {
    const stored = await db().select().from(banners).orderBy(asc(banners.createdAt), asc(banners.id));
    const { status, body } = await call(getBanner, "/get-banner");
    expect(status).toBe(200);
    expect(stored.length).toBeGreaterThan(0);
    expect(body).toEqual({
      bannerData: stored.map((b) => ({ _id: b.id, url: b.url, category: b.category, phoneUrl: b.phoneUrl, alt: b.alt, link: b.link })),
    });
    // The demo banners say their offer, and the home ones lead somewhere in the shop.
    for (const banner of body.bannerData) {
      expect(banner.alt).not.toMatch(/banner \d of \d/i);
      expect(banner.alt.length).toBeGreaterThan(10);
      expect(banner.phoneUrl).toMatch(/-phone\.webp$/);
    }
    const home = body.bannerData.filter((b: { category: string }) => b.category === "Home Page");
    expect(home.length).toBe(3);
    for (const banner of home) expect(banner.link).toMatch(/^\/[a-z]/);
  });
});

describe("GET /api/gifts-get and /api/gift-get/{id}", () => {
  it("lists every gift, newest first, with the gift store's fields", async () => {
    const stored = await db().select().from(gifts).orderBy(desc(gifts.createdAt), desc(gifts.id));
    const { status, body } = await call(giftsGet, "/gifts-get");
    expect(status).toBe(200);
    expect(body.gifts).toEqual(
      stored.map((g) => ({ _id: g.id, name: g.name, slug: g.slug, images: g.images, price: g.price, discount: g.discount, rating: g.rating })),
    );
  });

  it("answers one gift by id, in any letter case", async () => {
    const [gift] = await db().select().from(gifts).limit(1);
    const answer = await call(giftGet, `/gift-get/${gift!.id}`, { id: gift!.id });
    expect(answer.status).toBe(200);
    expect(answer.body.gift).toEqual({
      _id: gift!.id, name: gift!.name, slug: gift!.slug, images: gift!.images, price: gift!.price, discount: gift!.discount, rating: gift!.rating,
    });
    const upper = await call(giftGet, "/gift-get/X", { id: gift!.id.toUpperCase() });
    expect(upper.body.gift._id).toBe(gift!.id);
  });

  it.each([
    ["an unknown id", "5b0e4a5c-2f4e-4d7b-9a51-0c7f3d2b9e11"],
    ["something that is not an id", "not-a-gift"],
    ["an id with SQL in it", "1' or '1'='1"],
  ])("answers 404 { error } for %s", async (_what, id) => {
    const answer = await call(giftGet, `/gift-get/${id}`, { id });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: "Gift not found" });
    expect(answer.cacheControl).toBe("no-store");
  });
});

describe("GET /api/get-coupon", () => {
  it("lists every coupon with its least order amount as price, and the shop it is for (none: every shop)", async () => {
    const stored = await db().select().from(coupons).orderBy(asc(coupons.createdAt), asc(coupons.id));
    const { status, body } = await call(getCoupon, "/get-coupon");
    expect(status).toBe(200);
    expect(stored.length).toBeGreaterThan(0);
    expect(body).toEqual({
      // The seeded coupons belong to no shop: they are the whole storefront's offers.
      couponData: stored.map((c) => ({ _id: c.id, name: c.name, price: c.minOrderAmount, discount: c.discount, userlimit: c.userLimit, shopId: null, shopName: null })),
    });
  });
});

describe("the home page's existing reads", () => {
  it("still answer new arrivals and home banners", async () => {
    const stored = await storedProducts(db());
    expect((await getNewArrivals(5)).map((p) => p.id)).toEqual(stored.slice(0, 5).map((p) => p.id));
    expect((await getHomeBanners()).length).toBeGreaterThan(0);
  });
});

// Last: empties the catalogue.
describe("an empty catalogue", () => {
  it("answers empty lists and the spec's default price range of 0 to 100", async () => {
    await db().delete(products);
    const home = await call(getProducts, "/home/get-products");
    expect(home.body).toEqual({ products: [], latest_product: [], topRated_product: [], discount_product: [] });
    const range = await call(priceRangeLatest, "/home/price-range-latest-product");
    expect(range.body).toEqual({ latest_product: [], priceRange: { low: 0, high: 100 } });
  });
});
