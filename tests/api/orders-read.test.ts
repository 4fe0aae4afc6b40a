import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getOrder } from "@/app/api/home/customer/gat-order/[orderId]/route";
import { GET as getOrders } from "@/app/api/home/customer/gat-orders/[customerId]/[status]/route";
import { countOrders } from "@/lib/orders/history";
import { discountedPrice } from "@/lib/pricing";
import { orders, products } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { manualClock, restoreClock } from "./auth-support";
import { as, call, newShopper, seededProducts, type Caller, type SeededProduct, type Shopper } from "./commerce-support";
import { addToCart, placedOrderId, shipTo } from "./orders-support";

vi.stubEnv("SHIPPING_FEE", "70");

const db = withTestDatabase();

const listAs = (caller: Caller, customerId: string, status: string) =>
  call(getOrders, "GET", `/home/customer/gat-orders/${customerId}/${status}`, caller, { params: { customerId, status } });
const oneAs = (caller: Caller, orderId: string) => call(getOrder, "GET", `/home/customer/gat-order/${orderId}`, caller, { params: { orderId } });

let tee: SeededProduct;
let asha: Shopper;
let ravi: Shopper;
/** Asha's orders, oldest first: pending, placed, warehouse, cancelled. */
const ashaOrders: string[] = [];

beforeAll(async () => {
  [tee] = (await seededProducts(db(), 1, { stock: 50 })) as [SeededProduct];
  await db().update(products).set({ price: 1000, discount: 15 }).where(eq(products.id, tee.id));
  asha = await newShopper(db(), "asha");
  ravi = await newShopper(db(), "ravi");
  const clock = manualClock(Date.parse("2025-03-01T10:00:00Z"));
  for (const status of ["pending", "placed", "warehouse", "cancelled"] as const) {
    await addToCart(asha, tee, 2);
    const id = await placedOrderId(asha);
    if (status !== "pending") await db().update(orders).set({ deliveryStatus: status }).where(eq(orders.id, id));
    ashaOrders.push(id);
    clock.advance(60);
  }
  restoreClock();
});

afterEach(restoreClock);

describe("GET /api/home/customer/gat-orders/{customerId}/{status}", () => {
  it("lists the customer's own orders newest first, in the contract's shape", async () => {
    const reply = await listAs(as(asha), asha.id, "all");
    expect(reply.status).toBe(200);
    expect(reply.cacheControl).toBe("no-store");
    expect(reply.body.orders.map((order: { _id: string }) => order._id)).toEqual([...ashaOrders].reverse());
    const [row] = await db().select().from(products).where(eq(products.id, tee.id));
    expect(reply.body.orders.at(-1)).toEqual({
      _id: ashaOrders[0],
      price: 2 * discountedPrice(1000, 15) + 70,
      shipping_fee: 70,
      coupon_discount: 0,
      cod_fee: 0,
      // Placed Sat 1 Mar 2025 at 15:30 in India, after the dispatch cut-off: dispatched Monday,
      // delivered within Jaipur a working day later.
      promised_by: "2025-03-04",
      items: 2,
      payment_status: "unpaid",
      payment_method: null,
      delivery_status: "pending",
      shippingInfo: shipTo,
      courier: null,
      tracking_number: null,
      refund: null,
      date: "2025-03-01T10:00:00.000Z",
      pay_by: "2025-03-01T10:30:00.000Z",
      products: [
        {
          _id: expect.any(String),
          productId: tee.id,
          sellerId: tee.sellerId,
          name: row!.name,
          brand: row!.brand,
          images: [row!.images[0]],
          size: tee.sizes[0],
          color: tee.colors[0],
          quantity: 2,
          price: 1000,
          discount: 15,
        },
      ],
    });
  });

  it("filters on the delivery status the dashboard offers", async () => {
    for (const [status, index] of [["pending", 0], ["placed", 1], ["warehouse", 2], ["cancelled", 3]] as const) {
      const reply = await listAs(as(asha), asha.id, status);
      expect(reply.body.orders.map((order: { _id: string }) => order._id), status).toEqual([ashaOrders[index]]);
    }
    expect((await listAs(as(ravi), ravi.id, "all")).body).toEqual({ orders: [] });
  });

  it("filters on shipped and delivered orders too", async () => {
    const [, placed, warehouse] = ashaOrders;
    await db().update(orders).set({ deliveryStatus: "shipped" }).where(eq(orders.id, placed!));
    await db().update(orders).set({ deliveryStatus: "delivered" }).where(eq(orders.id, warehouse!));
    try {
      for (const [status, id] of [["shipped", placed], ["delivered", warehouse]] as const) {
        const reply = await listAs(as(asha), asha.id, status);
        expect(reply.status, status).toBe(200);
        expect(reply.body.orders.map((order: { _id: string }) => order._id), status).toEqual([id]);
      }
    } finally {
      await db().update(orders).set({ deliveryStatus: "placed" }).where(eq(orders.id, placed!));
      await db().update(orders).set({ deliveryStatus: "warehouse" }).where(eq(orders.id, warehouse!));
    }
  });

  it("refuses a status outside the filter with a 400", async () => {
    for (const status of ["PAID", "returned", "everything"]) {
      expect(await listAs(as(asha), asha.id, status), status).toMatchObject({
        status: 400,
        body: { error: "status: must be one of all, placed, pending, cancelled, warehouse, shipped, delivered" },
      });
    }
  });

  it("is the signed-in customer's own list only: 401 without a session, 403 for another account's id", async () => {
    expect(await listAs(null, asha.id, "all")).toMatchObject({ status: 401, body: { error: "Please sign in to continue." } });
    expect(await listAs(as(ravi), asha.id, "all")).toMatchObject({ status: 403, body: { error: "You can only see and change your own orders." } });
    expect(await listAs(as(ravi), "not-an-id", "all")).toMatchObject({ status: 403 });
  });

  it("keeps the dashboard's order count right", async () => {
    expect(await countOrders(asha.id)).toBe(4);
    expect(await countOrders(ravi.id)).toBe(0);
  });
});

describe("GET /api/home/customer/gat-order/{orderId}", () => {
  it("answers the order with its lines and its timeline", async () => {
    const reply = await oneAs(as(asha), ashaOrders[0]!);
    expect(reply.status).toBe(200);
    expect(reply.cacheControl).toBe("no-store");
    expect(reply.body.order).toMatchObject({ _id: ashaOrders[0], delivery_status: "pending", items: 2, products: [expect.objectContaining({ quantity: 2 })] });
    expect(reply.body.order.timeline).toEqual([{ status: "pending", date: "2025-03-01T10:00:00.000Z" }]);
    // An order that no longer waits for payment has no pay-by time.
    expect((await oneAs(as(asha), ashaOrders[1]!)).body.order.pay_by).toBeNull();
  });

  it("is a 404 for another customer's order and for an id that is not an id; 401 without a session", async () => {
    expect(await oneAs(as(ravi), ashaOrders[0]!)).toMatchObject({ status: 404, body: { error: "Order not found" } });
    expect(await oneAs(as(asha), "12345")).toMatchObject({ status: 404, body: { error: "Order not found" } });
    expect(await oneAs(as(asha), "00000000-0000-4000-8000-000000000000")).toMatchObject({ status: 404 });
    expect(await oneAs(null, ashaOrders[0]!)).toMatchObject({ status: 401 });
  });
});
