import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as trackRoute } from "@/app/api/track/route";
import { POST as moveStatus } from "@/app/api/seller/orders/[orderId]/status/route";
import { orderNumber } from "@/lib/orders/order-number";
import { ORDER_LOOKUPS_PER_SOURCE, trackingMessages } from "@/lib/tracking/limit";
import { normalisedPhone } from "@/lib/tracking/input";
import { customers, orders } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { decodeQuotedPrintable, freshClient, fromClient, outboxMailsTo, send } from "./auth-support";
import { as, newShopper, seededProducts, type SeededProduct, type Shopper } from "./commerce-support";
import { addToCart, callSettled, placedOrderId, shipTo } from "./orders-support";
import { createPaymentAs } from "./payments-support";
import { demoStaff, type Staff } from "./sellers-support";

vi.stubEnv("COD_MAX_OPEN_ORDERS", "1000");

const db = withTestDatabase();

let tee: SeededProduct;
let asha: Shopper;
let admin: Staff;

const track = (body: unknown, client = freshClient()) => send(trackRoute, "POST", "/track", { body, headers: fromClient(client) });

async function placedCashOrder(shopper: Shopper): Promise<string> {
  await addToCart(shopper, tee, 1);
  const orderId = await placedOrderId(shopper);
  expect((await createPaymentAs(as(shopper), { type: "COD", orderId })).status).toBe(200);
  return orderId;
}

beforeAll(async () => {
  [tee] = (await seededProducts(db(), 1, { stock: 200 })) as [SeededProduct];
  ({ admin } = await demoStaff(db()));
  asha = await newShopper(db(), "track");
}, 60_000);

describe("POST /api/track: following an order without signing in", () => {
  it("finds an order by its number and the delivery phone, written any usual way, and shows its road, estimate, courier and link", async () => {
    const orderId = await placedCashOrder(asha);
    const number = orderNumber(orderId);
    for (const contact of [shipTo.phone, `+91 ${shipTo.phone.slice(0, 5)} ${shipTo.phone.slice(5)}`, `0${shipTo.phone}`, `91-${shipTo.phone}`]) {
      const reply = await track({ orderNumber: number, contact });
      expect(reply.status, contact).toBe(200);
      expect(reply.body.order).toMatchObject({ order_number: number, delivery_status: "placed", city: shipTo.city, items: 1, courier: null, tracking_url: null });
      expect(reply.body.order.timeline.map((move: { status: string }) => move.status)).toEqual(["pending", "placed"]);
      expect(reply.body.order.delivery_estimate).not.toBeNull();
    }
    // The number without its hash, in lower case, finds it too.
    expect((await track({ orderNumber: number.slice(1).toLowerCase(), contact: shipTo.phone })).status).toBe(200);

    await callSettled(moveStatus, "POST", `/seller/orders/${orderId}/status`, admin.caller, { params: { orderId }, body: { status: "warehouse" } });
    await callSettled(moveStatus, "POST", `/seller/orders/${orderId}/status`, admin.caller, {
      params: { orderId },
      body: { status: "shipped", courier: "Delhivery", trackingNumber: "DL 5566 7788" },
    });
    const shipped = await track({ orderNumber: number, contact: shipTo.phone });
    expect(shipped.body.order).toMatchObject({
      delivery_status: "shipped",
      courier: "Delhivery",
      tracking_number: "DL 5566 7788",
      tracking_url: "https://www.delhivery.com/track/package/DL55667788",
    });
    expect(shipped.body.order.timeline.map((move: { status: string }) => move.status)).toEqual(["pending", "placed", "warehouse", "shipped"]);
  });

  it("finds an order by the account's e-mail in any case, and by the account's phone", async () => {
    const orderId = await placedCashOrder(asha);
    const [account] = await db().select({ phone: customers.phone }).from(customers).where(eq(customers.id, asha.id));
    expect((await track({ orderNumber: orderNumber(orderId), contact: `  ${asha.email.toUpperCase()} ` })).status).toBe(200);
    if (account?.phone && account.phone !== shipTo.phone) expect((await track({ orderNumber: orderNumber(orderId), contact: account.phone })).status).toBe(200);
  });

  it("shows nothing personal: no name, street address, phone, e-mail, prices, products or payment", async () => {
    const orderId = await placedCashOrder(asha);
    const reply = await track({ orderNumber: orderNumber(orderId), contact: shipTo.phone });
    const text = JSON.stringify(reply.body);
    for (const secret of [shipTo.name, shipTo.address, shipTo.phone, shipTo.post, shipTo.area, asha.email, tee.name, orderId]) expect(text).not.toContain(secret);
    expect(Object.keys(reply.body.order).sort()).toEqual(
      ["city", "courier", "date", "delivery_estimate", "delivery_status", "items", "order_number", "timeline", "tracking_number", "tracking_url"].sort(),
    );
  });

  it("answers an unknown number and another customer's contact alike: the same 404, the same words, much the same time", async () => {
    const orderId = await placedCashOrder(asha);
    const ravi = await newShopper(db(), "track-other");
    const unknownNumber = orderNumber(orderId).replace(/.$/, (last) => (last === "0" ? "1" : "0"));
    const timed = async (body: unknown) => {
      const started = performance.now();
      const reply = await track(body);
      return { reply, ms: performance.now() - started };
    };
    const misses = [];
    for (let i = 0; i < 3; i++) {
      misses.push(await timed({ orderNumber: unknownNumber, contact: shipTo.phone }));
      misses.push(await timed({ orderNumber: orderNumber(orderId), contact: "9123456780" }));
      misses.push(await timed({ orderNumber: orderNumber(orderId), contact: ravi.email }));
    }
    for (const { reply } of misses) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ error: trackingMessages.notFound });
    }
    const found = await timed({ orderNumber: orderNumber(orderId), contact: shipTo.phone });
    expect(found.reply.status).toBe(200);
    // Every answer waits out the same floor, so the spread is the machine's, not the lookup's.
    const times = [...misses.map((miss) => miss.ms), found.ms];
    expect(Math.min(...times)).toBeGreaterThanOrEqual(240);
    expect(Math.max(...times) - Math.min(...times)).toBeLessThan(150);
  });

  it("refuses a number or contact of the wrong form with a 400 naming the field", async () => {
    expect((await track({ orderNumber: "#12345", contact: shipTo.phone })).body.error).toMatch(/^orderNumber: /);
    expect((await track({ orderNumber: "#ABCDEFGZ", contact: shipTo.phone })).status).toBe(400);
    expect((await track({ orderNumber: "#ABCDEF12", contact: "12345" })).body.error).toMatch(/^contact: /);
    expect((await track({ orderNumber: "#ABCDEF12", contact: "not-an-email@" })).status).toBe(400);
    expect((await track({ orderNumber: "#ABCDEF12" })).status).toBe(400);
  });

  it("does not list an order taken back into the cart before paying", async () => {
    await addToCart(asha, tee, 1);
    const orderId = await placedOrderId(asha);
    await db().update(orders).set({ returnedToCartAt: new Date(), deliveryStatus: "cancelled" }).where(eq(orders.id, orderId));
    expect((await track({ orderNumber: orderNumber(orderId), contact: shipTo.phone })).status).toBe(404);
  });

  it("counts every lookup from one source, found or not, and refuses past the limit with 429 and Retry-After", async () => {
    const orderId = await placedCashOrder(asha);
    const client = freshClient();
    for (let i = 0; i < ORDER_LOOKUPS_PER_SOURCE.limit; i++) {
      const reply = await track({ orderNumber: orderNumber(orderId), contact: i % 2 ? shipTo.phone : "9000000001" }, client);
      expect(reply.status).toBe(i % 2 ? 200 : 404);
    }
    const refused = await track({ orderNumber: orderNumber(orderId), contact: shipTo.phone }, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await track({ orderNumber: orderNumber(orderId), contact: shipTo.phone })).status).toBe(200);
  });

  it("links the tracking page, its number filled in, from the order confirmation mail", async () => {
    const orderId = await placedCashOrder(asha);
    const link = `/track?order=${orderNumber(orderId).slice(1)}`;
    const mail = outboxMailsTo(asha.email).map((text) => Buffer.from(decodeQuotedPrintable(text), "latin1").toString("utf8")).find((text) => text.includes(link));
    expect(mail).toContain(`Subject: TeeRang order ${orderNumber(orderId)} is placed`);
  });

  it("reads phone numbers the way shoppers type them", () => {
    expect(normalisedPhone("+91 98765 43210")).toBe("9876543210");
    expect(normalisedPhone("098765-43210")).toBe("9876543210");
    expect(normalisedPhone("(+91) 98765 43210")).toBe("9876543210");
    expect(normalisedPhone("5876543210")).toBeNull();
    expect(normalisedPhone("98765")).toBeNull();
  });
});
