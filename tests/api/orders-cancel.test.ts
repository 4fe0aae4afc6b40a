import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as cancelOrder } from "@/app/api/home/customer/cancel-order/[orderId]/route";
import { countOrders } from "@/lib/orders/history";
import { couponRedemptions, coupons, orders } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { as, call, newShopper, seededProducts, type Caller, type SeededProduct, type Shopper } from "./commerce-support";
import { addToCart, orderRow, placeOrderAs, placedOrderId, stockOf, timelineOf } from "./orders-support";

const db = withTestDatabase();

const cancelAs = (caller: Caller, orderId: string) =>
  call(cancelOrder, "PUT", `/home/customer/cancel-order/${orderId}`, caller, { params: { orderId } });

let tee: SeededProduct;
let asha: Shopper;

beforeAll(async () => {
  [tee] = (await seededProducts(db(), 1, { stock: 30 })) as [SeededProduct];
  asha = await newShopper(db(), "cancel");
});

describe("PUT /api/home/customer/cancel-order/{orderId}", () => {
  it("cancels a pending order and gives its stock and coupon use back, in its timeline", async () => {
    await db().insert(coupons).values({ name: "ONCEONLY", discount: 20, minOrderAmount: 0, userLimit: 1 });
    const stock = await stockOf(db(), tee.id);
    await addToCart(asha, tee, 3);
    const orderId = await placedOrderId(asha, { couponCode: "ONCEONLY" });
    expect(await stockOf(db(), tee.id)).toBe(stock - 3);

    const reply = await cancelAs(as(asha), orderId);
    expect(reply).toMatchObject({ status: 200, body: { message: "Your order has been cancelled." } });
    expect(reply.cacheControl).toBe("no-store");
    expect((await orderRow(db(), orderId)).deliveryStatus).toBe("cancelled");
    expect(await stockOf(db(), tee.id)).toBe(stock);
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId))).toEqual([]);
    expect(await timelineOf(db(), orderId)).toEqual(["pending", "cancelled"]);

    // The coupon's one use came back: the next order may redeem it.
    await addToCart(asha, tee, 1);
    expect((await placeOrderAs(as(asha), { couponCode: "ONCEONLY" })).status).toBe(201);
  });

  it("cancels placed and packed (warehouse) orders too", async () => {
    for (const status of ["placed", "warehouse"] as const) {
      await addToCart(asha, tee, 1);
      const orderId = await placedOrderId(asha);
      await db().update(orders).set({ deliveryStatus: status }).where(eq(orders.id, orderId));
      const stock = await stockOf(db(), tee.id);
      expect((await cancelAs(as(asha), orderId)).status, status).toBe(200);
      expect(await stockOf(db(), tee.id)).toBe(stock + 1);
    }
  });

  it("refuses with a 409 once cancelled, shipped or delivered, and gives nothing back twice", async () => {
    await addToCart(asha, tee, 2);
    const orderId = await placedOrderId(asha);
    expect((await cancelAs(as(asha), orderId)).status).toBe(200);
    const stock = await stockOf(db(), tee.id);
    expect(await cancelAs(as(asha), orderId)).toMatchObject({ status: 409, body: { error: "This order is already cancelled." } });
    expect(await stockOf(db(), tee.id)).toBe(stock);

    for (const status of ["shipped", "delivered"] as const) {
      await addToCart(asha, tee, 1);
      const gone = await placedOrderId(asha);
      await db().update(orders).set({ deliveryStatus: status }).where(eq(orders.id, gone));
      expect(await cancelAs(as(asha), gone), status).toMatchObject({
        status: 409,
        body: { error: "This order has left our warehouse, so it can no longer be cancelled." },
      });
      expect((await orderRow(db(), gone)).deliveryStatus).toBe(status);
    }
  });

  it("is a 404 for another shopper's order or a non-id, and a 401 without a session; nothing changes", async () => {
    await addToCart(asha, tee, 1);
    const orderId = await placedOrderId(asha);
    const ravi = await newShopper(db(), "notmine");
    expect(await cancelAs(as(ravi), orderId)).toMatchObject({ status: 404, body: { error: "Order not found" } });
    expect(await cancelAs(as(asha), "not-an-order")).toMatchObject({ status: 404 });
    expect(await cancelAs(null, orderId)).toMatchObject({ status: 401 });
    expect((await orderRow(db(), orderId)).deliveryStatus).toBe("pending");
  });

  it("still counts cancelled orders in the dashboard's history", async () => {
    const rows = await db().select({ id: orders.id }).from(orders).where(eq(orders.customerId, asha.id));
    expect(await countOrders(asha.id)).toBe(rows.length);
  });
});
