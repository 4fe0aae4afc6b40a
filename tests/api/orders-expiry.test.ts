import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cancelUnpaidOrders } from "@/lib/orders/expire-unpaid";
import { countOrders } from "@/lib/orders/history";
import { cartLines, couponRedemptions, coupons } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { manualClock, restoreClock } from "./auth-support";
import { as, newShopper, seededProducts, storedCartLines, type SeededProduct, type Shopper } from "./commerce-support";
import { addToCart, orderRow, placedOrderId, stockOf, timelineOf } from "./orders-support";
import { createPaymentAs, payThroughSandbox, paymentLinkFor, paymentRows } from "./payments-support";

const db = withTestDatabase();

let tee: SeededProduct;
let asha: Shopper;

beforeAll(async () => {
  [tee] = (await seededProducts(db(), 1, { stock: 100 })) as [SeededProduct];
  asha = await newShopper(db(), "expiry");
});

afterEach(restoreClock);

async function newOrder(quantity = 1, body: Record<string, unknown> = {}): Promise<string> {
  await addToCart(asha, tee, quantity);
  return placedOrderId(asha, body);
}

describe("cancelling orders left unpaid", () => {
  it("cancels an unpaid order after 30 minutes, not before, and gives its stock and coupon back", async () => {
    const clock = manualClock();
    await db().insert(coupons).values({ name: "LATEPAYER", discount: 5, minOrderAmount: 0, userLimit: 1 });
    const stock = await stockOf(db(), tee.id);
    const orderId = await newOrder(2, { couponCode: "LATEPAYER" });
    clock.advance(29 * 60);
    expect(await cancelUnpaidOrders()).toBe(0);
    expect((await orderRow(db(), orderId)).deliveryStatus).toBe("pending");
    clock.advance(61);
    expect(await cancelUnpaidOrders()).toBe(1);
    expect((await orderRow(db(), orderId)).deliveryStatus).toBe("cancelled");
    expect(await stockOf(db(), tee.id)).toBe(stock);
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId))).toEqual([]);
    expect(await timelineOf(db(), orderId)).toEqual(["pending", "cancelled"]);
    expect(await cancelUnpaidOrders()).toBe(0);
  });

  it("puts an expired order's items back in its shopper's cart and leaves it out of My Orders", async () => {
    const clock = manualClock();
    const leila = await newShopper(db(), "tabclosed");
    await addToCart(leila, tee, 3);
    const before = await storedCartLines(db(), leila.id);
    const orderId = await placedOrderId(leila);
    expect(await countOrders(leila.id)).toBe(1);
    // The shopper closed the tab on the payment step.
    clock.advance(31 * 60);
    await cancelUnpaidOrders();
    expect((await orderRow(db(), orderId)).deliveryStatus).toBe("cancelled");
    const after = await storedCartLines(db(), leila.id);
    expect(after.map((line) => [line.productId, line.size, line.color, line.quantity])).toEqual(
      before.map((line) => [line.productId, line.size, line.color, line.quantity]),
    );
    expect(await countOrders(leila.id)).toBe(0);
  });

  it("never cancels cash-on-delivery or paid orders", async () => {
    const clock = manualClock();
    const cod = await newOrder();
    expect((await createPaymentAs(as(asha), { type: "COD", orderId: cod })).status).toBe(200);
    const paid = await newOrder();
    const { linkId } = await paymentLinkFor(asha, paid);
    await payThroughSandbox(linkId, "pay");
    clock.advance(24 * 60 * 60);
    await cancelUnpaidOrders();
    expect((await orderRow(db(), cod)).deliveryStatus).toBe("placed");
    expect((await orderRow(db(), paid)).deliveryStatus).toBe("placed");
  });

  it("waits for a payment link still open past the 30 minutes, then cancels and closes it", async () => {
    const clock = manualClock();
    const orderId = await newOrder();
    clock.advance(25 * 60);
    await paymentLinkFor(asha, orderId); // open until 25 + 16 = 41 minutes
    clock.advance(10 * 60);
    expect(await cancelUnpaidOrders()).toBe(0);
    expect((await orderRow(db(), orderId)).deliveryStatus).toBe("pending");
    clock.advance(7 * 60);
    expect(await cancelUnpaidOrders()).toBe(1);
    expect((await orderRow(db(), orderId)).deliveryStatus).toBe("cancelled");
    expect((await paymentRows(db(), orderId)).map((row) => row.status)).toEqual(["cancelled"]);
  });

  it("cancels each stale order once when two servers run the job at the same moment", async () => {
    const clock = manualClock();
    // Orders the job cancelled above went back into Asha's cart: start from an empty one.
    await db().delete(cartLines).where(eq(cartLines.customerId, asha.id));
    const stock = await stockOf(db(), tee.id);
    const stale: string[] = [];
    for (let i = 0; i < 12; i++) stale.push(await newOrder(2));
    expect(await stockOf(db(), tee.id)).toBe(stock - 24);
    clock.advance(31 * 60);

    const [one, two] = await Promise.all([cancelUnpaidOrders(), cancelUnpaidOrders()]);
    expect(one + two).toBe(12);
    expect(await stockOf(db(), tee.id)).toBe(stock);
    for (const orderId of stale) expect(await timelineOf(db(), orderId)).toEqual(["pending", "cancelled"]);
  });
});
