import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as getOrders } from "@/app/api/home/customer/gat-orders/[customerId]/[status]/route";
import { POST as returnToCart } from "@/app/api/order/return-to-cart/[orderId]/route";
import { countOrders } from "@/lib/orders/history";
import { couponRedemptions, coupons, orders } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { manualClock, restoreClock } from "./auth-support";
import { as, call, commerceTables, newShopper, seededProducts, storedCartLines, type Caller, type SeededProduct, type Shopper } from "./commerce-support";
import { addToCart, orderRow, placedOrderId, stockOf, timelineOf } from "./orders-support";
import { createPaymentAs, payThroughSandbox, paymentLinkFor, paymentRows, pressSandboxButton, visitCallback } from "./payments-support";

const db = withTestDatabase();

const returnAs = (caller: Caller, orderId: string) =>
  call(returnToCart, "POST", `/order/return-to-cart/${orderId}`, caller, { params: { orderId } });
const ordersOf = (shopper: Shopper) =>
  call(getOrders, "GET", `/home/customer/gat-orders/${shopper.id}/all`, as(shopper), { params: { customerId: shopper.id, status: "all" } });

let tee: SeededProduct;
let mug: SeededProduct;

beforeAll(async () => {
  [tee, mug] = (await seededProducts(db(), 2, { stock: 40 })) as [SeededProduct, SeededProduct];
});

afterEach(restoreClock);

describe("POST /api/order/return-to-cart/{orderId}", () => {
  it("puts the pending order's lines back in the cart, releases its stock and coupon use, and hides it from My Orders", async () => {
    const asha = await newShopper(db(), "back");
    await db().insert(coupons).values({ name: "BACKAGAIN", discount: 10, minOrderAmount: 0, userLimit: 1 });
    const [teeStock, mugStock] = [await stockOf(db(), tee.id), await stockOf(db(), mug.id)];
    await addToCart(asha, tee, 2, { size: tee.sizes[0] });
    await addToCart(asha, mug, 1);
    const before = await storedCartLines(db(), asha.id);
    const orderId = await placedOrderId(asha, { couponCode: "BACKAGAIN" });
    expect(await storedCartLines(db(), asha.id)).toEqual([]);

    const reply = await returnAs(as(asha), orderId);
    expect(reply).toMatchObject({
      status: 200,
      body: { message: "Your items are back in your cart.", returned: true, lines: 2, couponCode: "BACKAGAIN" },
    });
    expect(reply.cacheControl).toBe("no-store");
    const after = await storedCartLines(db(), asha.id);
    const variant = (line: { productId: string; size: string; color: string; quantity: number }) =>
      `${line.productId}/${line.size}/${line.color}x${line.quantity}`;
    expect(after.map(variant).sort()).toEqual(before.map(variant).sort());
    expect(await stockOf(db(), tee.id)).toBe(teeStock);
    expect(await stockOf(db(), mug.id)).toBe(mugStock);
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId))).toEqual([]);
    const row = await orderRow(db(), orderId);
    expect(row.deliveryStatus).toBe("cancelled");
    expect(row.returnedToCartAt).not.toBeNull();
    expect(await timelineOf(db(), orderId)).toEqual(["pending", "cancelled"]);

    // Not in My Orders, nor in its count; going on to pay again makes one fresh pending order.
    expect((await ordersOf(asha)).body.orders).toEqual([]);
    expect(await countOrders(asha.id)).toBe(0);
    const again = await placedOrderId(asha, { couponCode: "BACKAGAIN" });
    const listed = (await ordersOf(asha)).body.orders as { _id: string; delivery_status: string }[];
    expect(listed.map((order) => [order._id, order.delivery_status])).toEqual([[again, "pending"]]);
  });

  it("is idempotent: a second call changes nothing, and lines merge with what the cart holds meanwhile", async () => {
    const ravi = await newShopper(db(), "twice");
    await addToCart(ravi, tee, 3);
    const orderId = await placedOrderId(ravi);
    await addToCart(ravi, tee, 1);
    const stock = await stockOf(db(), tee.id);
    expect((await returnAs(as(ravi), orderId)).body).toMatchObject({ returned: true, lines: 1 });
    const once = await storedCartLines(db(), ravi.id);
    expect(once.map((line) => line.quantity)).toEqual([4]);
    expect(await stockOf(db(), tee.id)).toBe(stock + 3);

    const tables = await commerceTables(db());
    expect(await returnAs(as(ravi), orderId)).toMatchObject({ status: 200, body: { returned: false, lines: 0 } });
    expect(await commerceTables(db())).toEqual(tables);
  });

  it("refuses placed, paid and cancelled orders with a 409 and changes nothing", async () => {
    const meera = await newShopper(db(), "placed");
    await addToCart(meera, tee, 1);
    const cod = await placedOrderId(meera);
    expect((await createPaymentAs(as(meera), { type: "COD", orderId: cod })).status).toBe(200);
    await addToCart(meera, tee, 1);
    const paid = await placedOrderId(meera);
    await payThroughSandbox((await paymentLinkFor(meera, paid)).linkId, "pay");
    await addToCart(meera, tee, 1);
    const cancelled = await placedOrderId(meera);
    await db().update(orders).set({ deliveryStatus: "cancelled" }).where(eq(orders.id, cancelled));

    const tables = await commerceTables(db());
    expect(await returnAs(as(meera), cod)).toMatchObject({ status: 409, body: { error: "This order is already placed, so its items stay in the order." } });
    expect(await returnAs(as(meera), paid)).toMatchObject({ status: 409, body: { error: "This order is already paid." } });
    expect(await returnAs(as(meera), cancelled)).toMatchObject({
      status: 409,
      body: { error: "This order is cancelled, so its items are no longer held for you." },
    });
    expect(await commerceTables(db())).toEqual(tables);
  });

  it("leaves an order alone while its payment link is open at the gateway; once the link failed, it returns", async () => {
    const clock = manualClock();
    const kiran = await newShopper(db(), "paying");
    await addToCart(kiran, mug, 2);
    const orderId = await placedOrderId(kiran);
    const { linkId } = await paymentLinkFor(kiran, orderId);

    const tables = await commerceTables(db());
    const refused = await returnAs(as(kiran), orderId);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(
      /^Your payment for this order is still open with the payment provider until \d{1,2}:\d{2}\s?[ap]m\. Finish it there, or wait until it ends: its items then come back to your cart\.$/,
    );
    expect(await commerceTables(db())).toEqual(tables);

    await payThroughSandbox(linkId, "fail");
    clock.advance(1);
    expect((await returnAs(as(kiran), orderId)).body).toMatchObject({ returned: true, lines: 1 });
    expect((await paymentRows(db(), orderId)).map((row) => row.status)).toEqual(["failed"]);
  });

  it("once returned, money arriving on an older link is marked refund-due and the order shows again in My Orders", async () => {
    const clock = manualClock();
    const dev = await newShopper(db(), "late");
    await addToCart(dev, tee, 1);
    const orderId = await placedOrderId(dev);
    const { linkId } = await paymentLinkFor(dev, orderId);
    // The shopper pays on the gateway's page, but the news of it reaches us late: meanwhile the
    // link's time ran out on our side and the shopper stepped back to their cart.
    const pressed = await pressSandboxButton(linkId, "pay");
    clock.advance(31 * 60);
    expect((await returnAs(as(dev), orderId)).body).toMatchObject({ returned: true });
    await visitCallback(pressed.location!);
    const [payment] = await paymentRows(db(), orderId);
    expect(payment).toMatchObject({ status: "paid", refundDue: true });
    const listed = (await ordersOf(dev)).body.orders as { _id: string; payment_status: string; delivery_status: string }[];
    expect(listed.map((order) => [order._id, order.payment_status, order.delivery_status])).toEqual([[orderId, "paid", "cancelled"]]);
  });

  it("is a 404 for another shopper's order or a non-id, and a 401 without a session; nothing changes", async () => {
    const asha = await newShopper(db(), "mine");
    await addToCart(asha, tee, 1);
    const orderId = await placedOrderId(asha);
    const ravi = await newShopper(db(), "notmine");
    const tables = await commerceTables(db());
    expect(await returnAs(as(ravi), orderId)).toMatchObject({ status: 404, body: { error: "Order not found" } });
    expect(await returnAs(as(asha), "not-an-order")).toMatchObject({ status: 404 });
    expect((await returnAs(null, orderId)).status).toBe(401);
    expect(await commerceTables(db())).toEqual(tables);
  });

  it("gives stock back once when the shopper's two tabs return the same order at the same moment", async () => {
    const twin = await newShopper(db(), "race");
    await addToCart(twin, mug, 2);
    const orderId = await placedOrderId(twin);
    const stock = await stockOf(db(), mug.id);
    const replies = await Promise.all([returnAs(as(twin), orderId), returnAs(as(twin), orderId)]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect(replies.map((reply) => reply.body.returned).sort()).toEqual([false, true]);
    expect(await stockOf(db(), mug.id)).toBe(stock + 2);
    expect((await storedCartLines(db(), twin.id)).map((line) => line.quantity)).toEqual([2]);
  });
});
