import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as cashOnDeliveryRoute } from "@/app/api/order/cash-on-delivery/[orderId]/route";
import { orders, products } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { as, call, newShopper, seededProducts, type Caller, type SeededProduct, type Shopper } from "./commerce-support";
import { addToCart, orderRow, placedOrderId } from "./orders-support";
import { createPaymentAs } from "./payments-support";

// The defaults: at most 2 open cash-on-delivery orders per customer, orders up to ₹5,000.
const db = withTestDatabase();

const TOO_MANY = { error: "You already have 2 cash-on-delivery orders on the way. Pay online, or wait until one is delivered." };
const TOO_DEAR = { error: "Cash on delivery is available for orders up to ₹5,000. Please pay online." };

let tee: SeededProduct;

beforeAll(async () => {
  [tee] = (await seededProducts(db(), 1, { stock: 500 })) as [SeededProduct];
  await db().update(products).set({ price: 500, discount: 0 }).where(eq(products.id, tee.id));
});

/** A pending order of `quantity` tees at ₹500 (free shipping: the shop's default). */
async function pendingOrder(shopper: Shopper, quantity = 1): Promise<string> {
  await addToCart(shopper, tee, quantity);
  return placedOrderId(shopper);
}

const cod = (shopper: Shopper, orderId: string) => createPaymentAs(as(shopper), { type: "COD", orderId });
const codCheck = (caller: Caller, orderId: string) =>
  call(cashOnDeliveryRoute, "GET", `/order/cash-on-delivery/${orderId}`, caller, { params: { orderId } });

describe("cash on delivery's limits (POST /api/order/create-payment, type COD)", () => {
  it("takes an order up to ₹5,000 and refuses one above it with a 409 in the shop's words; the order stays payable online", async () => {
    const shopper = await newShopper(db(), "cod-ceiling");
    const atCeiling = await pendingOrder(shopper, 10); // 10 x 500 = 5,000
    expect((await cod(shopper, atCeiling)).status).toBe(200);
    await db().update(products).set({ price: 501 }).where(eq(products.id, tee.id));
    try {
      const above = await pendingOrder(shopper, 10); // 5,010
      expect(await cod(shopper, above)).toMatchObject({ status: 409, body: TOO_DEAR });
      expect(await orderRow(db(), above)).toMatchObject({ deliveryStatus: "pending", paymentMethod: null });
      expect((await createPaymentAs(as(shopper), { type: "ONLINEPAY", orderId: above })).status).toBe(200);
    } finally {
      await db().update(products).set({ price: 500 }).where(eq(products.id, tee.id));
    }
  });

  it("allows 2 open cash-on-delivery orders per customer; a delivered or cancelled one frees a place", async () => {
    const shopper = await newShopper(db(), "cod-open");
    const [first, second, third] = [await pendingOrder(shopper), await pendingOrder(shopper), await pendingOrder(shopper)];
    expect((await cod(shopper, first!)).status).toBe(200);
    expect((await cod(shopper, second!)).status).toBe(200);
    expect(await cod(shopper, third!)).toMatchObject({ status: 409, body: TOO_MANY });
    expect(await orderRow(db(), third!)).toMatchObject({ deliveryStatus: "pending" });
    // Packed and shipped orders are still on the way.
    await db().update(orders).set({ deliveryStatus: "shipped" }).where(eq(orders.id, first!));
    expect(await cod(shopper, third!)).toMatchObject({ status: 409, body: TOO_MANY });
    await db().update(orders).set({ deliveryStatus: "delivered" }).where(eq(orders.id, first!));
    expect((await cod(shopper, third!)).status).toBe(200);
    const fourth = await pendingOrder(shopper);
    expect(await cod(shopper, fourth)).toMatchObject({ status: 409, body: TOO_MANY });
    await db().update(orders).set({ deliveryStatus: "cancelled" }).where(eq(orders.id, second!));
    expect((await cod(shopper, fourth)).status).toBe(200);
    // Another customer's orders are not this one's.
    const neighbour = await newShopper(db(), "cod-neighbour");
    expect((await cod(neighbour, await pendingOrder(neighbour))).status).toBe(200);
  });

  it("lets only one of several confirmations at once take the last place (a lock per customer in the transaction)", async () => {
    // On PostgreSQL (CI runs these tests there too) the confirmations run side by side and the
    // advisory lock per customer queues them; without it, two or more pass the count at once.
    // PGlite runs one transaction at a time, so there this shows the count is taken inside the
    // confirmation's transaction.
    const shopper = await newShopper(db(), "cod-race");
    const held = await pendingOrder(shopper);
    expect((await cod(shopper, held)).status).toBe(200);
    const racing: string[] = [];
    for (let i = 0; i < 6; i++) racing.push(await pendingOrder(shopper));
    const answers = await Promise.all(racing.map((orderId) => cod(shopper, orderId)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409 && answer.body.error === TOO_MANY.error)).toHaveLength(5);
    const placed = await db().select({ id: orders.id }).from(orders).where(and(eq(orders.customerId, shopper.id), eq(orders.paymentMethod, "cod")));
    expect(placed).toHaveLength(2);
  });
});

describe("GET /api/order/cash-on-delivery/{orderId}", () => {
  it("says before the shopper chooses whether cash on delivery takes the order, and why not", async () => {
    const shopper = await newShopper(db(), "cod-check");
    const small = await pendingOrder(shopper, 2);
    const limits = { maxOpenOrders: 2, maxOrderValue: 5000, fee: 49 };
    expect(await codCheck(as(shopper), small)).toMatchObject({ status: 200, cacheControl: "no-store", body: { available: true, reason: null, limits } });
    const large = await pendingOrder(shopper, 10);
    await db().update(orders).set({ price: 5001 }).where(eq(orders.id, large));
    expect((await codCheck(as(shopper), large)).body).toEqual({ available: false, reason: TOO_DEAR.error, limits });
    await cod(shopper, small);
    await cod(shopper, await pendingOrder(shopper));
    expect((await codCheck(as(shopper), await pendingOrder(shopper))).body).toEqual({ available: false, reason: TOO_MANY.error, limits });
  });

  it("is the customer's own order only: 401 without a session, 404 for another's order or a non-id", async () => {
    const owner = await newShopper(db(), "cod-owner");
    const other = await newShopper(db(), "cod-other");
    const orderId = await pendingOrder(owner);
    expect((await codCheck(null, orderId)).status).toBe(401);
    expect((await codCheck(as(other), orderId)).status).toBe(404);
    expect((await codCheck(as(owner), "not-an-id")).status).toBe(404);
  });
});
