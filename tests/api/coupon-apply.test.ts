import { and, asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as addCouponRoute } from "@/app/api/add-coupon/route";
import { POST as addToCard } from "@/app/api/home/product/add-to-card/route";
import { POST as applyCoupon } from "@/app/api/home/product/apply-coupon/route";
import { redeemCoupon } from "@/lib/coupons/redeem";
import { withTransaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { couponRedemptions, coupons, orders, products, sellers } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { as, call, commerceTables, newShopper, seededProducts, staffCaller, type Caller, type Shopper } from "./commerce-support";

// A shipping fee that is not 0 shows the total adds the shop's SHIPPING_FEE.
vi.stubEnv("SHIPPING_FEE", "49");

const db = withTestDatabase();

const SIGN_IN = { error: "Please sign in to continue." };
const INVALID_CODE = { error: "Invalid coupon code." };
/** Below a coupon's minimum, the shopper hears how much more to add, in the shop's words. */
const belowMinimum = (rupees: number, code: string) => ({ error: `Add ₹${rupees} more to use ${code}` });

const apply = (caller: Caller, body: unknown) => call(applyCoupon, "POST", "/home/product/apply-coupon", caller, { body });

let productId: string;
let size: string;
let color: string;

/** A product priced by hand, so carts cost what each test needs: `rupees` x quantity, no discount. */
beforeAll(async () => {
  const [product] = await seededProducts(db(), 1, { stock: 100 });
  productId = product!.id;
  size = product!.sizes[0]!;
  color = product!.colors[0]!;
});

async function setPrice(rupees: number, discount = 0) {
  await db().update(products).set({ price: rupees, discount }).where(eq(products.id, productId));
}

/** A new shopper whose cart holds `quantity` of the test product. */
async function shopperWithCart(tag: string, quantity: number): Promise<Shopper> {
  const shopper = await newShopper(db(), tag);
  const added = await call(addToCard, "POST", "/home/product/add-to-card", as(shopper), { body: { productId, quantity, size, color } });
  expect(added.status).toBe(200);
  return shopper;
}

async function newCoupon(name: string, terms: { minOrderAmount?: number; discount?: number; userLimit?: number } = {}) {
  const [coupon] = await db()
    .insert(coupons)
    .values({ name, minOrderAmount: terms.minOrderAmount ?? 0, discount: terms.discount ?? 10, userLimit: terms.userLimit ?? 1 })
    .returning({ id: coupons.id });
  return coupon!.id;
}

/** Real orders for a customer, as order placement would have made them (a redemption names one). */
async function newOrders(customerId: string, count: number): Promise<string[]> {
  const shippingInfo = { name: "Priya", address: "12 MG Road", phone: "9876543210", post: "560001", province: "Karnataka", city: "Bengaluru", area: "Near the park" };
  const rows = await db()
    .insert(orders)
    .values(Array.from({ length: count }, () => ({ customerId, price: 1000, items: 1, shippingInfo })))
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}

const redemptionsOf = (couponId: string, customerId: string) =>
  db()
    .select({ orderId: couponRedemptions.orderId })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.customerId, customerId)));

describe("POST /api/home/product/apply-coupon", () => {
  it("quotes the coupon on the cart's own price: the code in any case, the discount floored, shipping on top", async () => {
    await setPrice(1335);
    const shopper = await shopperWithCart("quote", 1);
    // WELCOME10 (seeded): 10% off from ₹499. 10% of 1335 is 133.5: the shopper gets 133 off.
    expect(await apply(as(shopper), { code: "  welcome10 ", userId: shopper.id })).toEqual({
      status: 200,
      cacheControl: "no-store",
      body: {
        coupon: { name: "WELCOME10", discount: 10 },
        price: 1335,
        couponDiscount: 133,
        appliesTo: { shopId: null, shopName: null, items: 1, price: 1335 },
        shipping_fee: 49,
        total: 1335 - 133 + 49,
      },
    });
  });

  it("charges the displayed price: the coupon comes off the product's discounted price times quantity", async () => {
    await setPrice(999, 15); // displayed 850
    const shopper = await shopperWithCart("displayed", 2);
    const answer = await apply(as(shopper), { code: "TEERANG20" });
    expect(answer.body).toMatchObject({ price: 1700, couponDiscount: 340, total: 1700 - 340 + 49 });
  });

  it("ignores a price, discount or total the browser sends", async () => {
    await setPrice(600);
    const shopper = await shopperWithCart("tamper", 1);
    const answer = await apply(as(shopper), { code: "WELCOME10", price: 100000, discount: 90, total: 1, couponDiscount: 599 });
    expect(answer.body).toMatchObject({ price: 600, couponDiscount: 60, total: 589 });
  });

  it("answers 404 'Invalid coupon code.' for a code no coupon has, and 400 for a code that is no code", async () => {
    await setPrice(600);
    const shopper = await shopperWithCart("unknown", 1);
    for (const code of ["NOPE", "WELCOME1", "WELCOME10X", "%", "WELCOME_0"]) {
      expect(await apply(as(shopper), { code })).toMatchObject({ status: 404, body: INVALID_CODE });
    }
    expect(await apply(as(shopper), { code: "  " })).toMatchObject({ status: 400, body: { error: "code: is required" } });
    expect(await apply(as(shopper), {})).toMatchObject({ status: 400, body: { error: "code: is required" } });
    expect(await apply(as(shopper), { code: 10 })).toMatchObject({ status: 400, body: { error: "code: must be text" } });
    expect(await apply(as(shopper), { code: "W".repeat(51) })).toMatchObject({ status: 400, body: { error: "code: must be at most 50 characters" } });
  });

  it("answers 400 saying how much more to add below the coupon's minimum price, and takes a price exactly at it", async () => {
    await setPrice(499);
    const atMinimum = await shopperWithCart("at-min", 1);
    expect((await apply(as(atMinimum), { code: "WELCOME10" })).body).toMatchObject({ price: 499, couponDiscount: 49 });
    await setPrice(498);
    expect(await apply(as(atMinimum), { code: "WELCOME10" })).toMatchObject({ status: 400, body: belowMinimum(1, "WELCOME10") });
    await setPrice(249);
    expect(await apply(as(atMinimum), { code: "WELCOME10" })).toMatchObject({ status: 400, body: belowMinimum(250, "WELCOME10") });
  });

  it("leaves sold-out lines out of the price the minimum is checked against; an empty cart is a 400", async () => {
    await setPrice(600);
    const shopper = await shopperWithCart("sold-out", 1);
    await db().update(products).set({ stock: 0 }).where(eq(products.id, productId));
    expect(await apply(as(shopper), { code: "WELCOME10" })).toMatchObject({ status: 400, body: { error: "Your cart has nothing to apply a coupon to." } });
    await db().update(products).set({ stock: 100 }).where(eq(products.id, productId));
    const empty = await newShopper(db(), "empty");
    await newCoupon("ZEROMIN", { minOrderAmount: 0 });
    expect(await apply(as(empty), { code: "zeromin" })).toMatchObject({ status: 400, body: { error: "Your cart has nothing to apply a coupon to." } });
  });

  it("answers 409 once the customer has redeemed it as often as it allows", async () => {
    await setPrice(1200);
    const shopper = await shopperWithCart("used", 1);
    const welcome = (await db().select({ id: coupons.id }).from(coupons).where(eq(coupons.name, "WELCOME10")))[0]!.id;
    const twice = (await db().select({ id: coupons.id }).from(coupons).where(eq(coupons.name, "TEERANG20")))[0]!.id;
    const [first, second, third] = await newOrders(shopper.id, 3);
    await db().insert(couponRedemptions).values({ couponId: welcome, customerId: shopper.id, orderId: first! });
    expect(await apply(as(shopper), { code: "WELCOME10" })).toMatchObject({ status: 409, body: { error: "You have already used the coupon WELCOME10." } });
    await db().insert(couponRedemptions).values({ couponId: twice, customerId: shopper.id, orderId: second! });
    expect((await apply(as(shopper), { code: "TEERANG20" })).status).toBe(200);
    await db().insert(couponRedemptions).values({ couponId: twice, customerId: shopper.id, orderId: third! });
    expect(await apply(as(shopper), { code: "teerang20" })).toMatchObject({
      status: 409,
      body: { error: "You have already used the coupon TEERANG20 2 times, as often as it allows." },
    });
    // Another customer's redemptions are not this one's.
    const other = await shopperWithCart("fresh", 1);
    expect((await apply(as(other), { code: "WELCOME10" })).status).toBe(200);
  });

  it("answers 401 to a visitor and 403 for another account's userId; a check redeems nothing", async () => {
    await setPrice(700);
    const shopper = await shopperWithCart("owner", 1);
    const other = await newShopper(db(), "other");
    const before = await commerceTables(db());
    expect(await apply(null, { code: "WELCOME10" })).toMatchObject({ status: 401, body: SIGN_IN });
    expect(await apply(as(other), { code: "WELCOME10", userId: shopper.id })).toMatchObject({
      status: 403,
      body: { error: "You can only see and change your own cart and wishlist." },
    });
    expect((await apply(as(shopper), { code: "WELCOME10" })).status).toBe(200);
    expect((await apply(as(shopper), { code: "WELCOME10" })).status).toBe(200);
    expect(await commerceTables(db())).toEqual(before);
  });

  it("quotes a seller's or admin's own cart: they are accounts too", async () => {
    await setPrice(800);
    const seller = await staffCaller(db(), "seller@teerang.in", "Seller@1234");
    expect((await call(addToCard, "POST", "/home/product/add-to-card", seller.caller, { body: { productId, quantity: 1, size, color } })).status).toBe(200);
    expect((await apply(seller.caller, { code: "WELCOME10" })).body).toMatchObject({ price: 800, couponDiscount: 80 });
  });
});

/** A cart of one shop's lines costing `price` (the coupons here are every shop's). */
const anyShop = (price: number) => [{ sellerId: "00000000-0000-4000-8000-000000000000", price, items: 1 }];

describe("redeemCoupon (order placement, inside the order's transaction)", () => {
  it("redeems once and returns the floored discount for the order to store", async () => {
    const shopper = await newShopper(db(), "redeem");
    const couponId = await newCoupon("ONCE15", { discount: 15, minOrderAmount: 500 });
    const [orderId] = await newOrders(shopper.id, 1);
    const redeemed = await withTransaction((tx) => redeemCoupon(tx, { customerId: shopper.id, code: "once15", shops: anyShop(1001), orderId: orderId! }));
    expect(redeemed).toEqual({ couponId, name: "ONCE15", discount: 15, couponDiscount: 150 });
    expect(await redemptionsOf(couponId, shopper.id)).toEqual([{ orderId }]);
  });

  it("refuses an unknown code (404), a price below the minimum (400) and a used-up coupon (409), storing nothing", async () => {
    const shopper = await newShopper(db(), "refused");
    const couponId = await newCoupon("MIN900", { minOrderAmount: 900 });
    const [first, second] = await newOrders(shopper.id, 2);
    const attempt = (code: string, cartPrice: number, orderId: string) =>
      withTransaction((tx) => redeemCoupon(tx, { customerId: shopper.id, code, shops: anyShop(cartPrice), orderId }));
    await expect(attempt("NOSUCH", 1000, first!)).rejects.toMatchObject({ status: 404, message: INVALID_CODE.error });
    await expect(attempt("MIN900", 899, first!)).rejects.toMatchObject({ status: 400, message: belowMinimum(1, "MIN900").error });
    expect(await redemptionsOf(couponId, shopper.id)).toEqual([]);
    await attempt("MIN900", 900, first!);
    await expect(attempt("MIN900", 900, second!)).rejects.toMatchObject({ status: 409 });
    expect(await redemptionsOf(couponId, shopper.id)).toEqual([{ orderId: first }]);
  });

  it("gives the coupon back when the order's transaction rolls back", async () => {
    const shopper = await newShopper(db(), "rollback");
    const couponId = await newCoupon("BACKAGAIN");
    const [failed, placed] = await newOrders(shopper.id, 2);
    await expect(
      withTransaction(async (tx) => {
        await redeemCoupon(tx, { customerId: shopper.id, code: "BACKAGAIN", shops: anyShop(500), orderId: failed! });
        throw new Error("the stock ran out while placing the order");
      }),
    ).rejects.toThrow("the stock ran out");
    expect(await redemptionsOf(couponId, shopper.id)).toEqual([]);
    await withTransaction((tx) => redeemCoupon(tx, { customerId: shopper.id, code: "BACKAGAIN", shops: anyShop(500), orderId: placed! }));
    expect(await redemptionsOf(couponId, shopper.id)).toEqual([{ orderId: placed }]);
  });

  it("lets exactly one of 20 orders placed at once by one customer redeem a once-per-customer coupon", async () => {
    const shopper = await newShopper(db(), "race-once");
    const couponId = await newCoupon("RACEONCE", { userLimit: 1 });
    const orderIds = await newOrders(shopper.id, 20);
    const results = await Promise.allSettled(
      orderIds.map((orderId) => withTransaction((tx) => redeemCoupon(tx, { customerId: shopper.id, code: "RACEONCE", shops: anyShop(1000), orderId }))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => r.reason);
    expect(refused).toHaveLength(19);
    expect(refused.every((reason) => reason instanceof HttpError && reason.status === 409)).toBe(true);
    expect(await redemptionsOf(couponId, shopper.id)).toHaveLength(1);
  });

  it("lets exactly two of 20 redeem a twice-per-customer coupon, while another customer's orders go through beside them", async () => {
    const shopper = await newShopper(db(), "race-twice");
    const neighbour = await newShopper(db(), "race-neighbour");
    const couponId = await newCoupon("RACETWICE", { userLimit: 2 });
    const mine = await newOrders(shopper.id, 20);
    const theirs = await newOrders(neighbour.id, 2);
    const redeem = (customerId: string, orderId: string) =>
      withTransaction((tx) => redeemCoupon(tx, { customerId, code: "RACETWICE", shops: anyShop(1000), orderId }));
    const results = await Promise.allSettled([...mine.map((id) => redeem(shopper.id, id)), ...theirs.map((id) => redeem(neighbour.id, id))]);
    expect(results.slice(0, 20).filter((r) => r.status === "fulfilled")).toHaveLength(2);
    expect(results.slice(20).map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
    expect(await redemptionsOf(couponId, shopper.id)).toHaveLength(2);
    expect(await redemptionsOf(couponId, neighbour.id)).toHaveLength(2);
  });
});

/** One product in stock of a shop, priced by hand (no discount), with its first size and colour. */
async function shopProduct(shopName: string, rupees: number, skip = 0) {
  const [row] = await db()
    .select({ id: products.id, sizes: products.sizes, colors: products.colors, sellerId: products.sellerId })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(sellers.shopName, shopName), sql`cardinality(${products.sizes}) > 0`, sql`cardinality(${products.colors}) > 0`))
    .orderBy(asc(products.createdAt), asc(products.id))
    .offset(skip)
    .limit(1);
  await db().update(products).set({ price: rupees, discount: 0, stock: 100 }).where(eq(products.id, row!.id));
  return row!;
}

async function putInCart(shopper: Shopper, product: { id: string; sizes: string[]; colors: string[] }, quantity: number) {
  const added = await call(addToCard, "POST", "/home/product/add-to-card", as(shopper), {
    body: { productId: product.id, quantity, size: product.sizes[0], color: product.colors[0] },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
}

describe("a coupon belongs to its shop", () => {
  it("a seller's coupon takes nothing off a cart of another shop's products", async () => {
    const seller = await staffCaller(db(), "seller@teerang.in", "Seller@1234");
    const added = await call(addCouponRoute, "POST", "/add-coupon", seller.caller, { body: { name: "XSHOP1", price: 0, discount: 90, userlimit: 1000 } });
    expect(added.status).toBe(201);
    const kalakaar = await shopProduct("Kalakaar Studio", 824);
    const shopper = await newShopper(db(), "xshop");
    await putInCart(shopper, kalakaar, 1);
    expect(await apply(as(shopper), { code: "XSHOP1" })).toMatchObject({
      status: 400,
      body: { error: "XSHOP1 is for products from TeeRang Originals. Your cart has none." },
    });
  });

  it("discounts only its shop's lines, checks its minimum against them, and says which lines it covered", async () => {
    const seller = await staffCaller(db(), "seller@teerang.in", "Seller@1234");
    await call(addCouponRoute, "POST", "/add-coupon", seller.caller, { body: { name: "OWNSHOP20", price: 1000, discount: 20, userlimit: 5 } });
    const teerang = await shopProduct("TeeRang Originals", 410, 1);
    const kalakaar = await shopProduct("Kalakaar Studio", 2000, 1);
    const shopper = await newShopper(db(), "ownshop");
    await putInCart(shopper, teerang, 2);
    await putInCart(shopper, kalakaar, 1);
    // The cart costs 2,820, but only ₹820 of it is TeeRang Originals': ₹180 short of the minimum.
    expect(await apply(as(shopper), { code: "ownshop20" })).toMatchObject({
      status: 400,
      body: { error: "Add ₹180 more from TeeRang Originals to use OWNSHOP20" },
    });
    await putInCart(shopper, teerang, 1);
    expect(await apply(as(shopper), { code: "ownshop20" })).toMatchObject({
      status: 200,
      body: {
        price: 3230,
        couponDiscount: 246, // 20% of 1,230, not of 3,230
        total: 3230 - 246 + 49,
        appliesTo: { shopId: teerang.sellerId, shopName: "TeeRang Originals", items: 3, price: 1230 },
      },
    });
  });

  it("an admin's coupon (and a seeded one, which has no shop) covers every shop's lines", async () => {
    const teerang = await shopProduct("TeeRang Originals", 300, 2);
    const kalakaar = await shopProduct("Kalakaar Studio", 300, 2);
    const shopper = await newShopper(db(), "everyshop");
    await putInCart(shopper, teerang, 1);
    await putInCart(shopper, kalakaar, 1);
    expect(await apply(as(shopper), { code: "WELCOME10" })).toMatchObject({
      status: 200,
      body: { price: 600, couponDiscount: 60, appliesTo: { shopId: null, shopName: null, items: 2, price: 600 } },
    });
  });
});
