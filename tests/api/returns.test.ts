import fs from "node:fs";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as listOwn, POST as requestRoute } from "@/app/api/orders/[orderId]/returns/route";
import { POST as approveRoute } from "@/app/api/seller/returns/[returnId]/approve/route";
import { POST as paidRoute } from "@/app/api/seller/returns/[returnId]/paid/route";
import { POST as receivedRoute } from "@/app/api/seller/returns/[returnId]/received/route";
import { POST as refuseRoute } from "@/app/api/seller/returns/[returnId]/refuse/route";
import { GET as sellerList } from "@/app/api/seller/returns/route";
import { settleAfterResponse } from "@/lib/after-response";
import { discountedPrice } from "@/lib/pricing";
import { coupons, invoiceLines, invoices, orderLines, orders, orderStatusEvents, payments, refunds, returns } from "@/models";
import { uploadsDir } from "@/lib/uploads/files";
import { examplePicture } from "../harness/example-pictures";
import { withTestDatabase } from "../helpers/test-database";
import { ORIGIN, outboxMailsTo, withCookie } from "./auth-support";
import { as, newShopper, seededProducts, type Caller, type SeededProduct, type Shopper } from "./commerce-support";
import { callSettled } from "./orders-support";
import { demoStaff, type Staff } from "./sellers-support";
import { deliveredOrder as deliveredOrderOf } from "./after-order-support";

/**
 * Returns of delivered orders, through the routes. The races run on PGlite (transactions queue
 * on one connection) and, with DATABASE_URL, on a real PostgreSQL server with a pool.
 */
vi.stubEnv("RAZORPAY_WEBHOOK_SECRET", "whsec-returns-0123456789abcdef");

const db = withTestDatabase();
let tee: SeededProduct;
let asha: Shopper;
let ravi: Shopper;
let admin: Staff;
let otherSeller: Staff;

beforeAll(async () => {
  [tee] = (await seededProducts(db(), 1, { stock: 500 })) as [SeededProduct];
  ({ admin, otherSeller } = await demoStaff(db()));
  asha = await newShopper(db(), "returns-asha");
  ravi = await newShopper(db(), "returns-ravi");
}, 60_000);

/** A delivered order of Asha's: `quantity` of the tee, paid online through the sandbox or cash on delivery. */
async function deliveredOrder(quantity: number, paid: "online" | "cod", couponCode?: string): Promise<{ orderId: string; lineId: string; linePaise: number }> {
  const { orderId, line } = await deliveredOrderOf(db(), { shopper: asha, product: tee, quantity, paid, admin, couponCode });
  return { orderId, lineId: line.id, linePaise: discountedPrice(line.price, line.discount) * 100 };
}

const ask = (caller: Caller, orderId: string, body: unknown) => callSettled(requestRoute, "POST", `/orders/${orderId}/returns`, caller, { params: { orderId }, body });
const stepAs = (handler: unknown, step: string, caller: Caller, returnId: string, body?: unknown) =>
  callSettled(handler, "POST", `/seller/returns/${returnId}/${step}`, caller, { params: { returnId }, body });
const sizeReturn = (lineId: string, quantity: number) => ({ lines: [{ lineId, quantity }], reason: "size_does_not_fit" });

/** The return request as the order page sends one with photos: a multipart form. */
async function askWithPhotos(who: Shopper, orderId: string, fields: Record<string, string>, files: File[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append("photos", file);
  const response = await requestRoute(
    new Request(`${ORIGIN}/api/orders/${orderId}/returns`, { method: "POST", headers: { ...withCookie(who.token), origin: ORIGIN }, body: form }),
    { params: Promise.resolve({ orderId }) },
  );
  await settleAfterResponse();
  return { status: response.status, body: await response.json() };
}

const returnPhotos = () => (fs.existsSync(path.join(uploadsDir(), "returns")) ? fs.readdirSync(path.join(uploadsDir(), "returns")).sort() : []);

describe("returns", () => {
  it("takes photos of a damaged item as a multipart form, stored as WebP; a refused request leaves none behind", { timeout: 120_000 }, async () => {
    const { orderId, lineId } = await deliveredOrder(1, "online");
    const before = returnPhotos();
    const fields = { lines: JSON.stringify([{ lineId, quantity: 1 }]), reason: "damaged", note: "The print is torn" };
    const tooMany = await askWithPhotos(asha, orderId, fields, [1, 2, 3, 4].map((n) => examplePicture(`p${n}.png`)));
    expect(tooMany.status).toBe(400);
    const stranger = await askWithPhotos(ravi, orderId, fields, [examplePicture()]);
    expect(stranger.status).toBe(404);
    expect(returnPhotos()).toEqual(before);
    const sent = await askWithPhotos(asha, orderId, fields, [examplePicture(), examplePicture("b.png")]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.return.photos).toHaveLength(2);
    for (const url of sent.body.return.photos) expect(url).toMatch(/^\/uploads\/returns\/[0-9a-f-]{36}\.webp$/);
    expect(returnPhotos()).toHaveLength(before.length + 2);
  });

  it("two requests at once for the same line never return more than was bought", { timeout: 120_000 }, async () => {
    const { orderId, lineId } = await deliveredOrder(3, "online");
    const replies = await Promise.all([ask(as(asha), orderId, sizeReturn(lineId, 2)), ask(as(asha), orderId, sizeReturn(lineId, 2))]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 400]);
    expect(replies.find((reply) => reply.status === 400)!.body.error).toMatch(/only 1 of/);
    const own = await callSettled(listOwn, "GET", `/orders/${orderId}/returns`, as(asha), { params: { orderId } });
    expect(own.body.returns).toHaveLength(1);
    expect(own.body.returnable).toEqual([{ lineId, quantity: 1 }]);
    // A refused return gives its pieces back.
    const refused = await stepAs(refuseRoute, "refuse", admin.caller, own.body.returns[0]._id, { reason: "Tags removed" });
    expect(refused.status).toBe(200);
    expect((await ask(as(asha), orderId, sizeReturn(lineId, 3))).status).toBe(201);
  });

  it("only the customer's own delivered order, within the window, with photos for damage and a payout for cash on delivery", { timeout: 120_000 }, async () => {
    const { orderId, lineId } = await deliveredOrder(1, "online");
    expect((await ask(as(ravi), orderId, sizeReturn(lineId, 1))).status).toBe(404);
    expect((await callSettled(listOwn, "GET", `/orders/${orderId}/returns`, as(ravi), { params: { orderId } })).status).toBe(404);
    expect((await ask(as(asha), orderId, { lines: [{ lineId, quantity: 1 }], reason: "damaged" })).body.error).toMatch(/photo/);
    expect((await ask(as(asha), orderId, { ...sizeReturn(lineId, 1), refundTo: { upi: "asha@okbank" } })).status).toBe(400);
    // Delivered 8 days ago (the session would not outlive a clock moved that far).
    await db()
      .update(orderStatusEvents)
      .set({ at: new Date(Date.now() - 8 * 24 * 3600_000) })
      .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.status, "delivered")));
    const late = await ask(as(asha), orderId, sizeReturn(lineId, 1));
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/more than 7 days/);
    expect((await callSettled(listOwn, "GET", `/orders/${orderId}/returns`, as(asha), { params: { orderId } })).body.returnable).toEqual([{ lineId, quantity: 0 }]);

    const cod = await deliveredOrder(1, "cod");
    expect((await ask(as(asha), cod.orderId, sizeReturn(cod.lineId, 1))).body.error).toMatch(/UPI ID or a bank account/);
    expect((await ask(as(asha), cod.orderId, { ...sizeReturn(cod.lineId, 1), refundTo: { upi: "not a upi" } })).status).toBe(400);
    expect((await ask(as(asha), cod.orderId, { ...sizeReturn(cod.lineId, 1), refundTo: { account: "12345678901", ifsc: "SBIN001234" } })).status).toBe(400);
    const good = await ask(as(asha), cod.orderId, { ...sizeReturn(cod.lineId, 1), refundTo: { account: "12345678901", ifsc: "sbin0001234" } });
    expect(good.status).toBe(201);
    expect(good.body.return.refundTo).toEqual({ account: "XXXX8901", ifsc: "SBIN0001234" });
  });

  it("an approve racing a refuse has one outcome; a received retried refunds the lines' share once and credits them", { timeout: 120_000 }, async () => {
    const { orderId, lineId, linePaise } = await deliveredOrder(2, "online");
    const asked = await ask(as(asha), orderId, sizeReturn(lineId, 1));
    let returnId = asked.body.return._id as string;
    expect((await stepAs(approveRoute, "approve", otherSeller.caller, returnId)).status).toBe(404);
    const race = await Promise.all([stepAs(approveRoute, "approve", admin.caller, returnId), stepAs(refuseRoute, "refuse", admin.caller, returnId, { reason: "Worn" })]);
    expect(race.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const [row] = await db().select().from(returns).where(eq(returns.id, returnId));
    expect(row!.status).toBe(race[0]!.status === 200 ? "approved" : "refused");
    if (row!.status === "refused") {
      // The refuse won: the piece can be asked for again, and that return is approved.
      returnId = (await ask(as(asha), orderId, sizeReturn(lineId, 1))).body.return._id;
      expect((await stepAs(approveRoute, "approve", admin.caller, returnId)).status).toBe(200);
    }

    const mailsBefore = outboxMailsTo(asha.email).length;
    const received = await Promise.all(Array.from({ length: 5 }, () => stepAs(receivedRoute, "received", admin.caller, returnId)));
    expect(received.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409, 409]);
    await settleAfterResponse();
    const back = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(back).toHaveLength(1);
    // One of two pieces: half of what the line was paid (no coupon here).
    expect(back[0]!.amountPaise).toBe(linePaise);
    expect(back[0]!.status).toBe("processed");
    const [paid] = await db().select().from(payments).where(eq(payments.orderId, orderId));
    expect(back[0]!.amountPaise).toBeLessThanOrEqual(paid!.amountPaise);
    const [done] = await db().select().from(returns).where(eq(returns.id, returnId));
    expect(done).toMatchObject({ status: "refunded", refundPaise: linePaise, refundId: back[0]!.id });
    // The returned piece is credited on the order's invoice, once.
    const notes = await db().select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.position));
    expect(notes.map((note) => note.kind)).toEqual(["invoice", "credit_note"]);
    const [credited] = await db().select().from(invoiceLines).where(eq(invoiceLines.invoiceId, notes[1]!.id));
    expect(credited).toMatchObject({ orderLineId: lineId, quantity: 1, valuePaise: linePaise });
    const mails = outboxMailsTo(asha.email).slice(mailsBefore);
    expect(mails.some((mail) => /your return has reached us/.test(mail))).toBe(true);
    // The shop's list shows it; the other shop's does not.
    const mine = await callSettled(sellerList, "GET", "/seller/returns", admin.caller);
    expect(mine.body.returns.some((entry: { _id: string }) => entry._id === returnId)).toBe(true);
    const theirs = await callSettled(sellerList, "GET", "/seller/returns", otherSeller.caller);
    expect(theirs.body.returns.some((entry: { _id: string }) => entry._id === returnId)).toBe(false);
  });

  it("refunds what the pieces were paid after their share of the coupon, the same value the credit note takes back", { timeout: 120_000 }, async () => {
    await db().insert(coupons).values({ name: "RETURNS10", discount: 10, minOrderAmount: 0, userLimit: 5 });
    const { orderId, lineId } = await deliveredOrder(3, "online", "returns10");
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order!.couponDiscount).toBeGreaterThan(0);
    const [line] = await db().select().from(orderLines).where(eq(orderLines.id, lineId));
    const linePaid = (discountedPrice(line!.price, line!.discount) * 3 - order!.couponDiscount) * 100;
    const returnId = (await ask(as(asha), orderId, sizeReturn(lineId, 1))).body.return._id as string;
    await stepAs(approveRoute, "approve", admin.caller, returnId);
    const received = await stepAs(receivedRoute, "received", admin.caller, returnId);
    expect(received.status).toBe(200);
    const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund!.amountPaise).toBe(Math.floor(linePaid / 3));
    const [note] = await db().select().from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "credit_note")));
    expect(note!.totalPaise).toBe(refund!.amountPaise);
  });

  it("a cash-on-delivery return is a payout the seller marks paid, once", { timeout: 120_000 }, async () => {
    const { orderId, lineId, linePaise } = await deliveredOrder(1, "cod");
    const asked = await ask(as(asha), orderId, { ...sizeReturn(lineId, 1), refundTo: { upi: "asha.verma@okhdfc" } });
    const returnId = asked.body.return._id as string;
    expect((await stepAs(paidRoute, "paid", admin.caller, returnId)).status).toBe(409);
    expect((await stepAs(receivedRoute, "received", admin.caller, returnId)).status).toBe(409);
    expect((await stepAs(approveRoute, "approve", admin.caller, returnId)).status).toBe(200);
    const received = await stepAs(receivedRoute, "received", admin.caller, returnId);
    expect(received.body.return).toMatchObject({ status: "received", refund: linePaise / 100 });
    expect(await db().select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
    const payouts = await Promise.all([stepAs(paidRoute, "paid", admin.caller, returnId), stepAs(paidRoute, "paid", admin.caller, returnId)]);
    expect(payouts.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const [done] = await db().select().from(returns).where(eq(returns.id, returnId));
    expect(done!.status).toBe("refunded");
  });
});
