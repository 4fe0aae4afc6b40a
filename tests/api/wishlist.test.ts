import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as addToWishlist } from "@/app/api/home/product/add-to-wishlist/route";
import { DELETE as deleteWishlistProduct } from "@/app/api/home/product/delete-wishlist-product/[id]/route";
import { GET as getWishlistProducts } from "@/app/api/home/product/get-wishlist-products/[userId]/route";
import { products, wishlistEntries } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { manualClock, restoreClock } from "./auth-support";
import { storedProducts, type StoredProduct } from "./catalog-support";
import { as, call, commerceTables, newShopper, staffCaller, type Caller, type Shopper } from "./commerce-support";

const db = withTestDatabase();
afterEach(restoreClock);

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const SIGN_IN = { error: "Please sign in to continue." };
const NOT_YOURS = { error: "You can only see and change your own cart and wishlist." };
const ENTRY_NOT_FOUND = { error: "That product was not found in your wishlist." };

let shopperA: Shopper;
let shopperB: Shopper;
let catalogue: StoredProduct[];

beforeAll(async () => {
  shopperA = await newShopper(db(), "wish-a");
  shopperB = await newShopper(db(), "wish-b");
  catalogue = await storedProducts(db());
});

/** The contract's payload for a product: its id and the copies a browser sends along. */
const payloadFor = (userId: string, p: StoredProduct) => ({
  userId,
  productId: p.id,
  name: p.name,
  price: p.price,
  image: p.images[0],
  discount: p.discount,
  rating: p.rating,
  slug: p.slug,
});

const add = (caller: Caller, body: unknown) => call(addToWishlist, "POST", "/home/product/add-to-wishlist", caller, { body });
const list = (caller: Caller, userId: string) =>
  call(getWishlistProducts, "GET", `/home/product/get-wishlist-products/${userId}`, caller, { params: { userId } });
const remove = (caller: Caller, id: string) =>
  call(deleteWishlistProduct, "DELETE", `/home/product/delete-wishlist-product/${id}`, caller, { params: { id } });

const entriesOf = (customerId: string) =>
  db().select({ id: wishlistEntries.id, productId: wishlistEntries.productId }).from(wishlistEntries).where(eq(wishlistEntries.customerId, customerId));

/** The contract's wishlist entry for a product, as the tables hold it. */
const documentFor = (userId: string, p: StoredProduct) => ({
  _id: expect.any(String),
  userId,
  productId: p.id,
  name: p.name,
  price: p.price,
  image: p.images[0] ?? null,
  discount: p.discount,
  rating: p.rating,
  slug: p.slug,
});

describe("POST /api/home/product/add-to-wishlist", () => {
  it("keeps the product for the signed-in customer: 201 { message }", async () => {
    const product = catalogue[0]!;
    expect(await add(as(shopperA), payloadFor(shopperA.id, product))).toEqual({
      status: 201,
      cacheControl: "no-store",
      body: { message: "Added to your wishlist" },
    });
    expect(await entriesOf(shopperA.id)).toEqual([{ id: expect.any(String), productId: product.id }]);
  });

  it("answers 409 for a product already in the wishlist, and keeps one entry", async () => {
    const shopper = await newShopper(db(), "twice");
    const product = catalogue[1]!;
    expect((await add(as(shopper), payloadFor(shopper.id, product))).status).toBe(201);
    expect(await add(as(shopper), { productId: product.id })).toMatchObject({ status: 409, body: { error: "This product is already in your wishlist." } });
    expect(await entriesOf(shopper.id)).toHaveLength(1);
  });

  it("lets the unique index decide ten adds at once: one 201, nine 409, one entry", async () => {
    const shopper = await newShopper(db(), "race");
    const product = catalogue[2]!;
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(as(shopper), payloadFor(shopper.id, product))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await entriesOf(shopper.id)).toHaveLength(1);
  });

  it("stores no copy: the entry shows the product's own name, price, picture, discount and rating", async () => {
    const shopper = await newShopper(db(), "copies");
    const product = catalogue[3]!;
    const tampered = { userId: shopper.id, productId: product.id, name: "Free tee", price: 1, image: "/evil.png", discount: 100, rating: 5, slug: "free" };
    expect((await add(as(shopper), tampered)).status).toBe(201);
    const answer = await list(as(shopper), shopper.id);
    expect(answer.body).toEqual({ wishlists: [documentFor(shopper.id, product)], wishlistCount: 1 });
  });

  it("answers 404 for an unknown product and 400 for a malformed one or tampered copies, writing nothing", async () => {
    const before = await commerceTables(db());
    const valid = payloadFor(shopperB.id, catalogue[4]!);
    expect(await add(as(shopperB), { ...valid, productId: UNKNOWN_ID })).toMatchObject({ status: 404, body: { error: "Product not found" } });
    for (const productId of ["abc", "", 42, null]) {
      expect((await add(as(shopperB), { ...valid, productId })).status, JSON.stringify(productId)).toBe(400);
    }
    expect(await add(as(shopperB), { userId: shopperB.id })).toMatchObject({ status: 400, body: { error: "productId: is required" } });
    const tampering: [string, unknown][] = [
      ["price", 0], ["price", -1], ["price", 1e9], ["price", 1.5], ["price", "x"],
      ["discount", -1], ["discount", 101], ["discount", 1e9], ["discount", 1.5], ["discount", "x"],
      ["rating", -1], ["rating", 6], ["rating", "x"], ["name", 5], ["slug", ["a"]],
    ];
    for (const [field, value] of tampering) {
      const answer = await add(as(shopperB), { ...valid, [field]: value });
      expect(answer.status, `${field} ${JSON.stringify(value)}`).toBe(400);
      expect(answer.body.error).toMatch(new RegExp(`^${field}: `));
    }
    expect(await commerceTables(db())).toEqual(before);
  });

  it("answers 401 to a visitor and 403 for another account's userId, writing nothing", async () => {
    const before = await commerceTables(db());
    expect(await add(null, payloadFor(shopperA.id, catalogue[5]!))).toMatchObject({ status: 401, body: SIGN_IN });
    for (const userId of [shopperA.id, "someone", UNKNOWN_ID]) {
      expect(await add(as(shopperB), { ...payloadFor(shopperA.id, catalogue[5]!), userId })).toMatchObject({ status: 403, body: NOT_YOURS });
    }
    expect(await commerceTables(db())).toEqual(before);
  });

  it("keeps a sold-out product too: a wishlist is for later", async () => {
    const shopper = await newShopper(db(), "sold-out");
    const soldOut = catalogue.find((p) => p.stock === 0)!;
    expect((await add(as(shopper), payloadFor(shopper.id, soldOut))).status).toBe(201);
  });
});

describe("GET /api/home/product/get-wishlist-products/{userId}", () => {
  it("lists the customer's entries newest first, with the count", async () => {
    const shopper = await newShopper(db(), "list");
    const clock = manualClock();
    const picks = [catalogue[6]!, catalogue[7]!, catalogue[8]!];
    for (const product of picks) {
      expect((await add(as(shopper), payloadFor(shopper.id, product))).status).toBe(201);
      clock.advance(5);
    }
    expect(await list(as(shopper), shopper.id)).toEqual({
      status: 200,
      cacheControl: "no-store",
      body: { wishlists: [...picks].reverse().map((p) => documentFor(shopper.id, p)), wishlistCount: 3 },
    });
  });

  it("reads the product as it is now: a new price shows at once", async () => {
    const shopper = await newShopper(db(), "now");
    const product = catalogue[9]!;
    expect((await add(as(shopper), payloadFor(shopper.id, product))).status).toBe(201);
    await db().update(products).set({ price: 777, discount: 7 }).where(eq(products.id, product.id));
    const answer = await list(as(shopper), shopper.id);
    expect(answer.body.wishlists[0]).toMatchObject({ price: 777, discount: 7 });
    await db().update(products).set({ price: product.price, discount: product.discount }).where(eq(products.id, product.id));
  });

  it("answers an empty list for a new customer, 401 to a visitor and 403 for anyone else's userId", async () => {
    const shopper = await newShopper(db(), "empty");
    expect((await list(as(shopper), shopper.id)).body).toEqual({ wishlists: [], wishlistCount: 0 });
    expect(await list(null, shopperA.id)).toMatchObject({ status: 401, body: SIGN_IN });
    for (const userId of [shopperA.id, "x", UNKNOWN_ID]) {
      expect(await list(as(shopperB), userId)).toMatchObject({ status: 403, body: NOT_YOURS });
    }
    const own = await list(as(shopperB), shopperB.id);
    expect(JSON.stringify(own.body)).not.toContain(shopperA.id);
  });
});

describe("DELETE /api/home/product/delete-wishlist-product/{id}", () => {
  it("removes the customer's own entry: { message, wishlistId }; a second delete is a 404", async () => {
    const shopper = await newShopper(db(), "delete");
    expect((await add(as(shopper), payloadFor(shopper.id, catalogue[10]!))).status).toBe(201);
    expect((await add(as(shopper), payloadFor(shopper.id, catalogue[11]!))).status).toBe(201);
    const [entry] = (await list(as(shopper), shopper.id)).body.wishlists;
    expect(await remove(as(shopper), entry._id)).toEqual({
      status: 200,
      cacheControl: "no-store",
      body: { message: "Removed from your wishlist", wishlistId: entry._id },
    });
    expect((await list(as(shopper), shopper.id)).body.wishlistCount).toBe(1);
    expect(await remove(as(shopper), entry._id)).toMatchObject({ status: 404, body: ENTRY_NOT_FOUND });
  });

  it("answers 401 to a visitor and 404 for another customer's entry or a made-up id, deleting nothing", async () => {
    const owner = await newShopper(db(), "owner");
    expect((await add(as(owner), payloadFor(owner.id, catalogue[12]!))).status).toBe(201);
    const [entry] = await entriesOf(owner.id);
    const before = await commerceTables(db());
    expect(await remove(null, entry!.id)).toMatchObject({ status: 401, body: SIGN_IN });
    expect(await remove(as(shopperB), entry!.id)).toMatchObject({ status: 404, body: ENTRY_NOT_FOUND });
    for (const id of [UNKNOWN_ID, "not-an-id", "' or 1=1 --"]) {
      expect(await remove(as(owner), id)).toMatchObject({ status: 404, body: ENTRY_NOT_FOUND });
    }
    expect(await commerceTables(db())).toEqual(before);
  });
});

describe("sellers and admins are accounts too: a wishlist of their own and no other", () => {
  it("keeps a staff member's wishlist to themselves and keeps them out of a shopper's", async () => {
    const owner = await newShopper(db(), "staff-target");
    expect((await add(as(owner), payloadFor(owner.id, catalogue[13]!))).status).toBe(201);
    const [entry] = await entriesOf(owner.id);
    for (const [email, password] of [["studio@teerang.in", "Seller@1234"], ["admin@teerang.in", "Admin@1234"]] as const) {
      const staff = await staffCaller(db(), email, password);
      expect((await add(staff.caller, payloadFor(staff.id, catalogue[14]!))).status).toBe(201);
      expect((await list(staff.caller, staff.id)).body.wishlistCount).toBe(1);
      const before = await commerceTables(db());
      expect(await list(staff.caller, owner.id)).toMatchObject({ status: 403, body: NOT_YOURS });
      expect(await add(staff.caller, payloadFor(owner.id, catalogue[15]!))).toMatchObject({ status: 403, body: NOT_YOURS });
      expect(await remove(staff.caller, entry!.id)).toMatchObject({ status: 404, body: ENTRY_NOT_FOUND });
      expect(await commerceTables(db())).toEqual(before);
    }
  });
});
