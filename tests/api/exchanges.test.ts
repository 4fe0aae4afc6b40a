import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as cancelRoute } from "@/app/api/home/customer/cancel-order/[orderId]/route";
import { GET as orderRoute } from "@/app/api/home/customer/gat-order/[orderId]/route";
import { GET as listOwn, POST as requestRoute } from "@/app/api/orders/[orderId]/returns/route";
import { POST as approveRoute } from "@/app/api/seller/returns/[returnId]/approve/route";
import { POST as receivedRoute } from "@/app/api/seller/returns/[returnId]/received/route";
import { POST as refuseRoute } from "@/app/api/seller/returns/[returnId]/refuse/route";
import { GET as staffOrders } from "@/app/api/seller/orders/route";
import { POST as moveStatus } from "@/app/api/seller/orders/[orderId]/status/route";
import { invoices, orderLines, orders, orderStatusEvents, products, refunds, returns } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { outboxMailsTo } from "./auth-support";
import { as, call, newShopper, seededProducts, type Caller, type SeededProduct, type Shopper } from "./commerce-support";
import { callSettled } from "./orders-support";
import { demoStaff, type Staff } from "./sellers-support";
import { deliveredOrder as deliveredOrderOf } from "./after-order-support";

/**
 * Exchanges: a delivered piece sent back for the same product in another size or colour. The
 * replacement's stock is taken when the exchange is asked for and given back when it is
 * refused; when the parcel is received the replacement is placed as an order with nothing to pay.
 */
const db = withTestDatabase();
let tee: SeededProduct;
let meera: Shopper;
let kabir: Shopper;
let admin: Staff;

beforeAll(async () => {
  [tee] = (await seededProducts(db(), 1, { stock: 500, skip: 3 })) as [SeededProduct];
  ({ admin } = await demoStaff(db()));
  meera = await newShopper(db(), "exchanges-meera");
  kabir = await newShopper(db(), "exchanges-kabir");
}, 60_000);

async function deliveredOrder(shopper: Shopper, quantity: number, paid: "online" | "cod"): Promise<{ orderId: string; lineId: string }> {
  const { orderId, line } = await deliveredOrderOf(db(), { shopper, product: tee, quantity, paid, admin });
  return { orderId, lineId: line.id };
}

const ask = (caller: Caller, orderId: string, body: unknown) => callSettled(requestRoute, "POST", `/orders/${orderId}/returns`, caller, { params: { orderId }, body });
const stepAs = (handler: unknown, step: string, caller: Caller, returnId: string, body?: unknown) =>
  callSettled(handler, "POST", `/seller/returns/${returnId}/${step}`, caller, { params: { returnId }, body });
const exchangeFor = (lineId: string, quantity: number, size: string, color: string) => ({
  lines: [{ lineId, quantity, exchangeFor: { size, color } }],
  reason: "size_does_not_fit",
  resolution: "exchange",
});
const stockOf = async () => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, tee.id)))[0]!.stock;

describe("exchanges", () => {
  it("takes the new size from stock when asked, and a refusal puts it back", { timeout: 120_000 }, async () => {
    const { orderId, lineId } = await deliveredOrder(meera, 2, "online");
    const before = await stockOf();
    const asked = await ask(as(meera), orderId, exchangeFor(lineId, 2, tee.sizes[1]!, tee.colors[0]!));
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.return).toMatchObject({ status: "requested", resolution: "exchange", replacementOrderId: null, refundTo: null });
    expect(asked.body.return.lines[0].exchangeFor).toEqual({ size: tee.sizes[1], color: tee.colors[0] });
    expect(await stockOf()).toBe(before - 2);

    const refused = await stepAs(refuseRoute, "refuse", admin.caller, asked.body.return._id, { reason: "Worn and washed" });
    expect(refused.status).toBe(200);
    expect(await stockOf()).toBe(before);
    // Refused twice gives nothing back twice.
    expect((await stepAs(refuseRoute, "refuse", admin.caller, asked.body.return._id, { reason: "Again" })).status).toBe(409);
    expect(await stockOf()).toBe(before);
  });

  it("refuses a size or colour the product is not made in, the same one, a mixed request and a payout, changing nothing", { timeout: 120_000 }, async () => {
    const { orderId, lineId } = await deliveredOrder(meera, 1, "cod");
    const before = await stockOf();
    const cases: [unknown, RegExp][] = [
      [exchangeFor(lineId, 1, "XXXXL-not-made", tee.colors[0]!), /not made in size/],
      [exchangeFor(lineId, 1, tee.sizes[0]!, "Ultraviolet-not-made"), /not made in/],
      [exchangeFor(lineId, 1, tee.sizes[0]!, tee.colors[0]!), /another size or colour/],
      [{ lines: [{ lineId, quantity: 1 }], reason: "size_does_not_fit", resolution: "exchange" }, /size and colour wanted/],
      [{ ...exchangeFor(lineId, 1, tee.sizes[1]!, tee.colors[0]!), resolution: "refund", refundTo: { upi: "meera@okbank" } }, /only an exchange/],
      [{ ...exchangeFor(lineId, 1, tee.sizes[1]!, tee.colors[0]!), refundTo: { upi: "meera@okbank" } }, /no money back/],
      [{ ...exchangeFor(lineId, 1, tee.sizes[1]!, tee.colors[0]!), resolution: "swap" }, /resolution/],
      [exchangeFor(lineId, 1, `${tee.sizes[1]}\u0000`, tee.colors[0]!), /NUL/],
    ];
    for (const [body, error] of cases) {
      const reply = await ask(as(meera), orderId, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error).toMatch(error);
    }
    expect(await db().select().from(returns).where(eq(returns.orderId, orderId))).toHaveLength(0);
    expect(await stockOf()).toBe(before);
    // A cash-on-delivery order's exchange needs no UPI ID: no money goes back.
    expect((await ask(as(meera), orderId, exchangeFor(lineId, 1, tee.sizes[1]!, tee.colors[1]!))).status).toBe(201);
  });

  it("two exchanges racing for the last piece: one is taken, the other told the stock ran short", { timeout: 120_000 }, async () => {
    const first = await deliveredOrder(meera, 1, "online");
    const second = await deliveredOrder(kabir, 1, "online");
    await db().update(products).set({ stock: 1 }).where(eq(products.id, tee.id));
    try {
      const replies = await Promise.all([
        ask(as(meera), first.orderId, exchangeFor(first.lineId, 1, tee.sizes[1]!, tee.colors[0]!)),
        ask(as(kabir), second.orderId, exchangeFor(second.lineId, 1, tee.sizes[1]!, tee.colors[0]!)),
      ]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
      expect(await stockOf()).toBe(0);
      // Sold out: the order page offers no size or colour to exchange for.
      const own = await callSettled(listOwn, "GET", `/orders/${second.orderId}/returns`, as(kabir), { params: { orderId: second.orderId } });
      expect(own.body.exchangeable).toEqual([{ lineId: second.lineId, sizes: [], colors: [] }]);
    } finally {
      await db().update(products).set({ stock: 500 }).where(eq(products.id, tee.id));
    }
  });

  it("received: the replacement is placed with nothing to pay, mailed, refunds nothing, and cannot be cancelled or returned by the shopper", { timeout: 120_000 }, async () => {
    const { orderId, lineId } = await deliveredOrder(kabir, 2, "online");
    const asked = await ask(as(kabir), orderId, exchangeFor(lineId, 1, tee.sizes[1]!, tee.colors[1]!));
    const returnId = asked.body.return._id as string;
    const stock = await stockOf();
    expect((await stepAs(receivedRoute, "received", admin.caller, returnId)).status).toBe(409);
    expect((await stepAs(approveRoute, "approve", admin.caller, returnId)).status).toBe(200);
    const received = await stepAs(receivedRoute, "received", admin.caller, returnId);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.message).toMatch(/replacement/);
    expect(received.body.return).toMatchObject({ status: "exchanged", refund: null });
    const replacementId = received.body.return.replacementOrderId as string;
    expect(replacementId).toMatch(/^[0-9a-f-]{36}$/);
    // A retry writes no second replacement.
    expect((await stepAs(receivedRoute, "received", admin.caller, returnId)).status).toBe(409);

    const [replacement] = await db().select().from(orders).where(eq(orders.id, replacementId));
    expect(replacement).toMatchObject({ customerId: kabir.id, price: 0, shippingFee: 0, items: 1, paymentStatus: "paid", paymentMethod: null, deliveryStatus: "placed" });
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, replacementId));
    expect(lines.map((line) => [line.size, line.color, line.quantity])).toEqual([[tee.sizes[1], tee.colors[1], 1]]);
    // Its pieces were taken when the exchange was asked for, not again now.
    expect(await stockOf()).toBe(stock);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(0);
    expect(await db().select().from(invoices).where(eq(invoices.orderId, replacementId))).toHaveLength(0);
    expect((await db().select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, replacementId))).map((event) => event.status).sort()).toEqual(["pending", "placed"]);
    expect(outboxMailsTo(kabir.email).some((mail) => /your exchange is on its way/.test(mail))).toBe(true);

    const page = await call(orderRoute, "GET", `/home/customer/gat-order/${replacementId}`, as(kabir), { params: { orderId: replacementId } });
    expect(page.body.order ?? page.body).toMatchObject({ replacement_for: orderId, price: 0 });
    const first = await call(orderRoute, "GET", `/home/customer/gat-order/${orderId}`, as(kabir), { params: { orderId } });
    expect(first.body.order ?? first.body).toMatchObject({ replacement_for: null });
    expect(await call(orderRoute, "GET", `/home/customer/gat-order/${replacementId}`, as(meera), { params: { orderId: replacementId } })).toMatchObject({ status: 404 });

    // The seller's list names it a replacement.
    const listed = await callSettled(staffOrders, "GET", "/seller/orders?status=placed", admin.caller);
    expect(listed.body.orders.find((order: { _id: string }) => order._id === replacementId)).toMatchObject({ replacement_for: orderId, price: 0 });

    const cancel = await call(cancelRoute, "PUT", `/home/customer/cancel-order/${replacementId}`, as(kabir), { params: { orderId: replacementId } });
    expect(cancel.status).toBe(409);
    expect(cancel.body.error).toMatch(/replacement of an exchange/);
    for (const status of ["warehouse", "shipped", "delivered"]) {
      expect((await callSettled(moveStatus, "POST", `/seller/orders/${replacementId}/status`, admin.caller, { params: { orderId: replacementId }, body: { status } })).status).toBe(200);
    }
    const again = await ask(as(kabir), replacementId, { lines: [{ lineId: lines[0]!.id, quantity: 1 }], reason: "size_does_not_fit" });
    expect(again.status).toBe(409);
    const own = await callSettled(listOwn, "GET", `/orders/${replacementId}/returns`, as(kabir), { params: { orderId: replacementId } });
    expect(own.body).toMatchObject({ returnableUntil: null, returnable: [{ lineId: lines[0]!.id, quantity: 0 }] });
  });
});
