import { and, eq, ne, sql } from "drizzle-orm";
import { POST as applyCoupon } from "@/app/api/home/product/apply-coupon/route";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { setClock } from "@/lib/clock";
import { discountedPrice } from "@/lib/pricing";
import { cartLines, couponRedemptions, coupons, orders, products } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { as, call, commerceTables, newShopper, seededProducts, setStock, storedCartLines, type SeededProduct } from "./commerce-support";
import { addToCart, linesOf, orderRow, placeOrderAs, placedOrderId, shipTo, stockOf, timelineOf } from "./orders-support";

// A shipping fee that is not 0, so the tests see it added to the order.
vi.stubEnv("SHIPPING_FEE", "49");

const db = withTestDatabase();

let tee: SeededProduct;
let hoodie: SeededProduct;
let soldOut: SeededProduct;

beforeAll(async () => {
  [tee, hoodie, soldOut] = (await seededProducts(db(), 3, { stock: 20 })) as [SeededProduct, SeededProduct, SeededProduct];
  // Fixed prices, so every total below is worked out by hand.
  await db().update(products).set({ price: 1000, discount: 15 }).where(eq(products.id, tee!.id));
  await db().update(products).set({ price: 799, discount: 0 }).where(eq(products.id, hoodie!.id));
});

describe("POST /api/home/order/palce-order", () => {
  it("turns the cart into a pending, unpaid order priced by the server, whatever the body claims", async () => {
    const shopper = await newShopper(db(), "place");
    await addToCart(shopper, tee, 2);
    await addToCart(shopper, hoodie, 1);
    const reply = await placeOrderAs(as(shopper), {
      userId: shopper.id,
      price: 1,
      shipping_fee: 0,
      items: 99,
      products: [{ productId: tee.id, quantity: 2, price: 1 }],
    });
    expect(reply.status).toBe(201);
    expect(reply.cacheControl).toBe("no-store");
    const order = await orderRow(db(), reply.body.orderId);
    // 2 x (1000 - 150) + 799 = 2,499; shipping 49 on top; 3 items.
    expect(order).toMatchObject({
      customerId: shopper.id,
      price: 2 * discountedPrice(1000, 15) + 799,
      shippingFee: 49,
      couponDiscount: 0,
      items: 3,
      deliveryStatus: "pending",
      paymentStatus: "unpaid",
      paymentMethod: null,
      shippingInfo: shipTo,
    });
    expect(await timelineOf(db(), order.id)).toEqual(["pending"]);
  });

  it("copies each line as bought, takes the stock and empties the cart of what was ordered", async () => {
    const shopper = await newShopper(db(), "lines");
    const before = { tee: await stockOf(db(), tee.id), hoodie: await stockOf(db(), hoodie.id) };
    await addToCart(shopper, tee, 1, { size: tee.sizes[0], color: tee.colors[0] });
    await addToCart(shopper, tee, 2, { size: tee.sizes[1], color: tee.colors[1] });
    await addToCart(shopper, hoodie, 3);
    const orderId = await placedOrderId(shopper);

    expect(await stockOf(db(), tee.id)).toBe(before.tee - 3);
    expect(await stockOf(db(), hoodie.id)).toBe(before.hoodie - 3);
    expect(await storedCartLines(db(), shopper.id)).toEqual([]);
    const lines = await linesOf(db(), orderId);
    expect(lines).toHaveLength(3);
    const [row] = await db().select().from(products).where(eq(products.id, tee.id));
    expect(lines.find((line) => line.size === tee.sizes[1])).toMatchObject({
      productId: tee.id,
      sellerId: tee.sellerId,
      name: row!.name,
      brand: row!.brand,
      // The picture of the colour bought, not the product's first colour.
      image: row!.colorImages[tee.colors[1]!]![0],
      color: tee.colors[1],
      quantity: 2,
      price: 1000,
      discount: 15,
    });
  });

  it("pictures each line in the colour bought; a colour without pictures of its own shows the product's", async () => {
    const shopper = await newShopper(db(), "colours");
    const [row] = await db().select().from(products).where(eq(products.id, hoodie.id));
    const [first, second] = row!.colors as [string, string];
    expect(row!.colorImages[second]![0]).not.toBe(row!.images[0]);
    await addToCart(shopper, hoodie, 1, { color: first });
    await addToCart(shopper, hoodie, 1, { color: second });
    const lines = await linesOf(db(), await placedOrderId(shopper));
    expect(Object.fromEntries(lines.map((line) => [line.color, line.image]))).toEqual({
      [first]: row!.colorImages[first]![0],
      [second]: row!.colorImages[second]![0],
    });

    // A product whose colours have no pictures of their own (stored before they had any).
    const other = await newShopper(db(), "nocolourpics");
    await db().update(products).set({ colorImages: {} }).where(eq(products.id, hoodie.id));
    try {
      await addToCart(other, hoodie, 1, { color: second });
      const [line] = await linesOf(db(), await placedOrderId(other));
      expect(line!.image).toBe(row!.images[0]);
    } finally {
      await db().update(products).set({ colorImages: row!.colorImages }).where(eq(products.id, hoodie.id));
    }
  });

  it("leaves sold-out lines in the cart and orders the rest", async () => {
    const shopper = await newShopper(db(), "soldout");
    await addToCart(shopper, soldOut, 1);
    await addToCart(shopper, hoodie, 1);
    await setStock(db(), soldOut.id, 0);
    const orderId = await placedOrderId(shopper);
    expect(await linesOf(db(), orderId)).toEqual([expect.objectContaining({ productId: hoodie.id })]);
    expect(await storedCartLines(db(), shopper.id)).toEqual([expect.objectContaining({ productId: soldOut.id })]);
    await setStock(db(), soldOut.id, 20);
  });

  it("refuses an empty cart with a clear 409 and writes nothing", async () => {
    const shopper = await newShopper(db(), "empty");
    const before = await commerceTables(db());
    const reply = await placeOrderAs(as(shopper), { userId: shopper.id });
    expect(reply).toMatchObject({ status: 409, body: { error: "Your cart is empty. Add a product to your cart first." } });
    expect(await commerceTables(db())).toEqual(before);
    expect(await db().select().from(orders).where(eq(orders.customerId, shopper.id))).toEqual([]);
  });

  it("refuses more than MAX_PER_PRODUCT (10) of one product in one order, whatever the cart holds, and writes nothing", async () => {
    const shopper = await newShopper(db(), "too-many");
    await addToCart(shopper, tee, 6, { size: tee.sizes[0] });
    await addToCart(shopper, tee, 4, { size: tee.sizes[1] });
    // A cart filled before the limit (or past it by two adds at once) still cannot be ordered.
    await db().update(cartLines).set({ quantity: 7 }).where(and(eq(cartLines.customerId, shopper.id), eq(cartLines.size, tee.sizes[1]!)));
    const before = await commerceTables(db());
    const [row] = await db().select({ name: products.name }).from(products).where(eq(products.id, tee.id));
    expect(await placeOrderAs(as(shopper), { userId: shopper.id })).toMatchObject({
      status: 409,
      body: { error: `You can buy at most 10 of ${row!.name} in one order.` },
    });
    expect(await commerceTables(db())).toEqual(before);
    expect(await db().select().from(orders).where(eq(orders.customerId, shopper.id))).toEqual([]);
  });

  it("names the products that sold out when nothing in the cart is left in stock", async () => {
    const shopper = await newShopper(db(), "allsold");
    await addToCart(shopper, soldOut, 1);
    await setStock(db(), soldOut.id, 0);
    const [row] = await db().select({ name: products.name }).from(products).where(eq(products.id, soldOut.id));
    const reply = await placeOrderAs(as(shopper), { userId: shopper.id });
    expect(reply).toMatchObject({ status: 409, body: { error: `${row!.name} has just sold out, so your cart has nothing in stock to order.` } });
    expect(await storedCartLines(db(), shopper.id)).toHaveLength(1);
    await setStock(db(), soldOut.id, 20);
  });

  it("orders a line at the stock when the stock fell below it, as the cart shows and charges it", async () => {
    const shopper = await newShopper(db(), "lowered");
    await addToCart(shopper, hoodie, 5);
    await setStock(db(), hoodie.id, 2);
    const orderId = await placedOrderId(shopper);
    expect(await linesOf(db(), orderId)).toEqual([expect.objectContaining({ productId: hoodie.id, quantity: 2 })]);
    expect((await orderRow(db(), orderId)).price).toBe(2 * 799);
    expect(await stockOf(db(), hoodie.id)).toBe(0);
    await setStock(db(), hoodie.id, 20);
  });

  it("wants a signed-in customer, and the body's userId to be theirs", async () => {
    const shopper = await newShopper(db(), "who");
    const other = await newShopper(db(), "whoelse");
    await addToCart(shopper, tee, 1);
    const before = await commerceTables(db());
    expect(await placeOrderAs(null, { userId: shopper.id })).toMatchObject({ status: 401, body: { error: "Please sign in to continue." } });
    expect(await placeOrderAs(as(shopper), { userId: other.id })).toMatchObject({ status: 403 });
    expect(await placeOrderAs(as(shopper), { userId: "not-an-id" })).toMatchObject({ status: 403 });
    expect(await commerceTables(db())).toEqual(before);
  });

  it("checks the delivery address and writes nothing when it is wrong", async () => {
    const shopper = await newShopper(db(), "address");
    await addToCart(shopper, tee, 1);
    const before = await commerceTables(db());
    const cases: [unknown, string][] = [
      [undefined, "shippingInfo: is required"],
      [{ ...shipTo, post: "012345" }, "shippingInfo.post: must be a 6-digit PIN code"],
      [{ ...shipTo, province: "Pakistan" }, "shippingInfo.province: must be one of India's states or union territories"],
      [{ ...shipTo, phone: "12345" }, "shippingInfo.phone: must be a 10-digit Indian mobile number"],
      [{ ...shipTo, area: "" }, "shippingInfo.area: is required"],
      [{ ...shipTo, post: "999999" }, "shippingInfo.post: PIN code 999999 is not in India Post's directory. Please check it."],
      [{ ...shipTo, province: "Gujarat" }, "shippingInfo.province: PIN code 302001 is in Rajasthan. Please choose Rajasthan as the state, or check the PIN code."],
    ];
    for (const [shippingInfo, error] of cases) {
      expect(await placeOrderAs(as(shopper), { shippingInfo }), error).toMatchObject({ status: 400, body: { error } });
    }
    expect(await commerceTables(db())).toEqual(before);
  });

  it("stores the day delivery is promised by, from the PIN's zone, counted from the order's dispatch day", async () => {
    // Tuesday 1 December 2026, 10:00 in India: dispatched that day; Jaipur is the warehouse's district (1 day).
    setClock(() => Date.parse("2026-12-01T04:30:00Z"));
    try {
      const shopper = await newShopper(db(), "promise");
      await addToCart(shopper, tee, 1);
      const orderId = await placedOrderId(shopper);
      expect(await orderRow(db(), orderId)).toMatchObject({ promisedBy: "2026-12-02", codFee: 0 });
    } finally {
      setClock(null);
    }
  });

  it("applies a coupon through its redemption: the order's price is after the coupon, the use is counted", async () => {
    const [coupon] = await db().insert(coupons).values({ name: "TEERANG10", discount: 10, minOrderAmount: 500, userLimit: 1 }).returning();
    const shopper = await newShopper(db(), "coupon");
    await addToCart(shopper, hoodie, 2);
    const orderId = await placedOrderId(shopper, { couponCode: "teerang10" });
    // 2 x 799 = 1,598; 10% off is 159 (floored); 1,439 + 49 shipping.
    expect(await orderRow(db(), orderId)).toMatchObject({ price: 1598 - 159, couponDiscount: 159, shippingFee: 49 });
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId))).toEqual([
      expect.objectContaining({ couponId: coupon!.id, customerId: shopper.id }),
    ]);

    // Used up for this shopper: 409, and the order is not made (stock and cart untouched).
    await addToCart(shopper, hoodie, 1);
    const before = await commerceTables(db());
    expect(await placeOrderAs(as(shopper), { couponCode: "TEERANG10" })).toMatchObject({ status: 409, body: { error: "You have already used the coupon TEERANG10." } });
    expect(await placeOrderAs(as(shopper), { couponCode: "NOSUCHCODE" })).toMatchObject({ status: 400, body: { error: "couponCode: Invalid coupon code." } });
    expect(await commerceTables(db())).toEqual(before);
  });

  it("stores the discount the cart quoted for a shop's coupon: only that shop's lines are discounted", async () => {
    // A coupon of the tee's shop, and a product of another shop in the same cart.
    await db().insert(coupons).values({ name: "SHOPONLY30", discount: 30, minOrderAmount: 0, userLimit: 1, sellerId: tee.sellerId });
    const [other] = await db()
      .select({ id: products.id, sizes: products.sizes, colors: products.colors })
      .from(products)
      .where(and(ne(products.sellerId, tee.sellerId), sql`cardinality(${products.sizes}) > 0`, sql`cardinality(${products.colors}) > 0`))
      .limit(1);
    await db().update(products).set({ price: 2000, discount: 0, stock: 20 }).where(eq(products.id, other!.id));
    const shopper = await newShopper(db(), "shop-coupon");
    await addToCart(shopper, tee, 2);
    await addToCart(shopper, { ...tee, id: other!.id, sizes: other!.sizes, colors: other!.colors }, 1);
    const quote = await call(applyCoupon, "POST", "/home/product/apply-coupon", as(shopper), { body: { code: "SHOPONLY30" } });
    // The tees: 2 x 850 = 1,700; 30% of that is 510. The other shop's ₹2,000 is not discounted.
    expect(quote.body).toMatchObject({ price: 3700, couponDiscount: 510 });
    const orderId = await placedOrderId(shopper, { couponCode: "SHOPONLY30" });
    expect(await orderRow(db(), orderId)).toMatchObject({ price: 3700 - 510, couponDiscount: 510 });
  });

  it("answers a repeated submit with the same Idempotency-Key with the first order, once per customer", async () => {
    const shopper = await newShopper(db(), "again");
    await addToCart(shopper, hoodie, 1);
    const stock = await stockOf(db(), hoodie.id);
    const first = await placeOrderAs(as(shopper), {}, { "Idempotency-Key": "checkout-7f3a" });
    expect(first.status).toBe(201);
    await addToCart(shopper, hoodie, 1); // the cart filled again: a retry must still not order it
    const retry = await placeOrderAs(as(shopper), {}, { "Idempotency-Key": "checkout-7f3a" });
    expect(retry).toMatchObject({ status: 200, body: { orderId: first.body.orderId } });
    expect(await db().select({ id: orders.id }).from(orders).where(eq(orders.customerId, shopper.id))).toHaveLength(1);
    expect(await stockOf(db(), hoodie.id)).toBe(stock - 1);

    // The key is the customer's own: another shopper using the same one gets their own order.
    const other = await newShopper(db(), "samekey");
    await addToCart(other, hoodie, 1);
    const theirs = await placeOrderAs(as(other), {}, { "Idempotency-Key": "checkout-7f3a" });
    expect(theirs.status).toBe(201);
    expect(theirs.body.orderId).not.toBe(first.body.orderId);

    // Without a key every submit is an order of its own.
    const next = await placeOrderAs(as(shopper), {});
    expect(next.status).toBe(201);
    expect(next.body.orderId).not.toBe(first.body.orderId);
  });

  it("refuses an Idempotency-Key that is not 1 to 255 visible characters", async () => {
    const shopper = await newShopper(db(), "badkey");
    await addToCart(shopper, hoodie, 1);
    for (const key of ["has space", "x".repeat(256), "café"]) {
      expect(await placeOrderAs(as(shopper), {}, { "Idempotency-Key": key }), key).toMatchObject({
        status: 400,
        body: { error: "Idempotency-Key must be 1 to 255 visible ASCII characters" },
      });
    }
  });
});
