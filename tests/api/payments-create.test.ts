import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getConfig } from "@/lib/config";
import { orders, products } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { decodeQuotedPrintable, manualClock, outboxMailsTo, restoreClock } from "./auth-support";
import { as, newShopper, seededProducts, type SeededProduct, type Shopper } from "./commerce-support";
import { addToCart, orderRow, placedOrderId, timelineOf } from "./orders-support";
import { createPaymentAs, paymentLinkFor, paymentRows } from "./payments-support";

vi.stubEnv("SHIPPING_FEE", "49");

const db = withTestDatabase();

let tee: SeededProduct;
let asha: Shopper;

beforeAll(async () => {
  [tee] = (await seededProducts(db(), 1, { stock: 50 })) as [SeededProduct];
  await db().update(products).set({ price: 1000, discount: 15 }).where(eq(products.id, tee.id));
  asha = await newShopper(db(), "pay");
});

afterEach(restoreClock);

async function newOrder(shopper = asha, quantity = 2): Promise<string> {
  await addToCart(shopper, tee, quantity);
  return placedOrderId(shopper);
}

describe("POST /api/order/create-payment: cash on delivery", () => {
  it("answers the contract's array and places the order for cash on delivery, still unpaid", async () => {
    const orderId = await newOrder();
    const reply = await createPaymentAs(as(asha), { type: "COD", orderId, price: 1 });
    expect(reply.status).toBe(200);
    expect(reply.cacheControl).toBe("no-store");
    expect(reply.body).toEqual([{ message: "Your order was placed. Pay in cash when it is delivered.", orderId }]);
    expect(await orderRow(db(), orderId)).toMatchObject({ deliveryStatus: "placed", paymentStatus: "unpaid", paymentMethod: "cod" });
    expect(await timelineOf(db(), orderId)).toEqual(["pending", "placed"]);
    expect(await paymentRows(db(), orderId)).toEqual([]);
  });

  it("mails the confirmation after the response: the lines, the total in rupees and the address", async () => {
    const shopper = await newShopper(db(), "mailme");
    const registered = outboxMailsTo(shopper.email).length; // the registration's code
    const orderId = await newOrder(shopper, 3);
    expect(outboxMailsTo(shopper.email)).toHaveLength(registered); // nothing for a pending order
    await createPaymentAs(as(shopper), { type: "COD", orderId });
    const mails = outboxMailsTo(shopper.email).slice(registered);
    expect(mails).toHaveLength(1);
    // Quoted-printable carries UTF-8 bytes (the rupee sign is three).
    const mail = Buffer.from(decodeQuotedPrintable(mails[0]!), "latin1").toString("utf8");
    const [row] = await db().select({ name: products.name }).from(products).where(eq(products.id, tee.id));
    expect(mail).toContain(`Subject: TeeRang order #${orderId.slice(-8).toUpperCase()} is placed`);
    expect(mail).toContain(`- ${row!.name} (${tee.sizes[0]}, ${tee.colors[0]}) x 3: ₹2,550`); // 3 x (1000 - 150)
    expect(mail).toContain("Shipping: ₹49");
    expect(mail).toContain("Cash on delivery fee: ₹49"); // COD_FEE's default
    expect(mail).toContain("Total: ₹2,648");
    expect(mail).toContain("12 MG Road");
    expect(mail).toContain("Rajasthan 302001");
    expect(mail).toContain("Pay in cash when it is delivered.");
    expect(mail).toMatch(/Content-Type: text\/html/);
    expect(mail).toContain(`${getConfig().publicBaseUrl}/dashboard/order/details/${orderId}`);
  });
});

describe("POST /api/order/create-payment: online", () => {
  it("makes a payment link for the order's own total, whatever price the body names", async () => {
    const clock = manualClock();
    const orderId = await newOrder();
    clock.advance(60);
    const reply = await createPaymentAs(as(asha), { type: "ONLINEPAY", orderId, price: 1 });
    expect(reply.status).toBe(200);
    const url = reply.body.data.data.instrumentResponse.redirectInfo.url as string;
    expect(url).toMatch(/^\/payment\/sandbox\/plink_sandbox_[\w-]{16}$/);
    const [payment] = await paymentRows(db(), orderId);
    const order = await orderRow(db(), orderId);
    expect(payment).toMatchObject({
      provider: "sandbox",
      providerRef: url.split("/").pop(),
      amountPaise: (2 * 850 + 49) * 100,
      status: "created",
      refundDue: false,
    });
    // The link expires when the order's 30 minutes end.
    expect(payment!.expiresAt!.getTime()).toBe(order.createdAt.getTime() + 30 * 60_000);
    expect(order).toMatchObject({ deliveryStatus: "pending", paymentStatus: "unpaid", paymentMethod: "online" });
  });

  it("keeps a late link open at least 16 minutes (Razorpay wants 15 ahead), and each Pay Now makes a new link", async () => {
    const clock = manualClock();
    const orderId = await newOrder();
    const first = await paymentLinkFor(asha, orderId);
    clock.advance(25 * 60);
    const second = await paymentLinkFor(asha, orderId);
    expect(second.linkId).not.toBe(first.linkId);
    const rows = await paymentRows(db(), orderId);
    expect(rows.map((row) => row.providerRef)).toEqual([first.linkId, second.linkId]);
    expect(rows[1]!.expiresAt!.getTime()).toBe(clock.now + 16 * 60_000);
  });

  it("refuses an order that is not waiting for payment: paid, placed for cash, cancelled, or past its 30 minutes", async () => {
    const paid = await newOrder();
    await db().update(orders).set({ paymentStatus: "paid", deliveryStatus: "placed" }).where(eq(orders.id, paid));
    expect(await createPaymentAs(as(asha), { type: "ONLINEPAY", orderId: paid })).toMatchObject({ status: 409, body: { error: "This order is already paid." } });
    expect(await createPaymentAs(as(asha), { type: "COD", orderId: paid })).toMatchObject({ status: 409 });

    const cod = await newOrder();
    expect((await createPaymentAs(as(asha), { type: "COD", orderId: cod })).status).toBe(200);
    expect(await createPaymentAs(as(asha), { type: "ONLINEPAY", orderId: cod })).toMatchObject({
      status: 409,
      body: { error: "This order is placed, so it cannot be paid for." },
    });

    const cancelled = await newOrder();
    await db().update(orders).set({ deliveryStatus: "cancelled" }).where(eq(orders.id, cancelled));
    expect(await createPaymentAs(as(asha), { type: "ONLINEPAY", orderId: cancelled })).toMatchObject({
      status: 409,
      body: { error: "This order is cancelled, so it cannot be paid for." },
    });

    const clock = manualClock();
    const late = await newOrder();
    clock.advance(30 * 60 + 1);
    for (const type of ["ONLINEPAY", "COD"]) {
      expect(await createPaymentAs(as(asha), { type, orderId: late }), type).toMatchObject({ status: 409, body: { error: expect.stringMatching(/^The time to pay for this order has ended/) } });
    }
    expect(await paymentRows(db(), late)).toEqual([]);
    expect((await orderRow(db(), late)).deliveryStatus).toBe("pending");
  });

  it("is the customer's own order only: 404 for another shopper's or a non-id, 401 without a session", async () => {
    const orderId = await newOrder();
    const ravi = await newShopper(db(), "notpayer");
    for (const type of ["COD", "ONLINEPAY"]) {
      expect(await createPaymentAs(as(ravi), { type, orderId }), type).toMatchObject({ status: 404, body: { error: "Order not found" } });
      expect(await createPaymentAs(as(asha), { type, orderId: "1234" }), type).toMatchObject({ status: 404 });
      expect(await createPaymentAs(null, { type, orderId }), type).toMatchObject({ status: 401 });
    }
    expect(await orderRow(db(), orderId)).toMatchObject({ deliveryStatus: "pending", paymentMethod: null });
    expect(await paymentRows(db(), orderId)).toEqual([]);
  });

  it("wants type COD or ONLINEPAY and an order id", async () => {
    const orderId = await newOrder();
    expect(await createPaymentAs(as(asha), { type: "UPI", orderId })).toMatchObject({ status: 400, body: { error: "type: must be COD or ONLINEPAY" } });
    expect(await createPaymentAs(as(asha), { type: "COD" })).toMatchObject({ status: 400, body: { error: "orderId: is required" } });
  });
});
