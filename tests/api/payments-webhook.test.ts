import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PUT as cancelOrder } from "@/app/api/home/customer/cancel-order/[orderId]/route";
import { POST as webhook } from "@/app/api/webhooks/razorpay/route";
import { settleAfterResponse } from "@/lib/after-response";
import { webhookSignature } from "@/lib/payments/signatures";
import { webhookEvents } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { outboxMailsTo } from "./auth-support";
import { as, call, newShopper, seededProducts, type SeededProduct, type Shopper } from "./commerce-support";
import { addToCart, orderRow, placedOrderId, timelineOf } from "./orders-support";
import { payThroughSandbox, paymentLinkFor, paymentRows } from "./payments-support";
import { log as shopLog } from "@/server/log/log.mjs";
import { assertAnswerShape } from "../harness/answer-shapes";

const SECRET = "whsec-test-0123456789abcdef";
vi.stubEnv("RAZORPAY_WEBHOOK_SECRET", SECRET);

const db = withTestDatabase();

let tee: SeededProduct;
let asha: Shopper;

beforeAll(async () => {
  [tee] = (await seededProducts(db(), 1, { stock: 50 })) as [SeededProduct];
  asha = await newShopper(db(), "hook");
});

afterEach(() => vi.restoreAllMocks());

async function orderWithLink(): Promise<{ orderId: string; linkId: string }> {
  await addToCart(asha, tee, 1);
  const orderId = await placedOrderId(asha);
  const { linkId } = await paymentLinkFor(asha, orderId);
  return { orderId, linkId };
}

/** Razorpay's payment_link.paid event, trimmed to what matters (the real one carries much more). */
function paidEvent(linkId: string, orderId: string, paymentId = "pay_hook_1") {
  return {
    entity: "event",
    account_id: "acc_test",
    event: "payment_link.paid",
    contains: ["payment_link", "order", "payment"],
    payload: {
      payment_link: { entity: { id: linkId, reference_id: orderId, status: "paid", amount: 60_000, amount_paid: 60_000 } },
      payment: { entity: { id: paymentId, amount: 60_000, status: "captured", description: `#${linkId}` } },
      order: { entity: { id: "order_test", status: "paid" } },
    },
    created_at: 1_750_000_000,
  };
}

type Delivery = { eventId?: string | null; signature?: string | null; contentType?: string; raw?: string };

/** Delivers an event as Razorpay's servers do: raw JSON, signed, with an event id; no cookie, no Origin. The answer must be in its schema. */
async function deliver(event: unknown, options: Delivery = {}) {
  const raw = options.raw ?? JSON.stringify(event);
  const headers = new Headers({ "content-type": options.contentType ?? "application/json" });
  const signature = options.signature === undefined ? webhookSignature(raw, SECRET) : options.signature;
  if (signature !== null) headers.set("x-razorpay-signature", signature);
  const eventId = options.eventId === undefined ? `evt_${randomUUID()}` : options.eventId;
  if (eventId !== null) headers.set("x-razorpay-event-id", eventId);
  const response = await webhook(new Request("http://shop.test/api/webhooks/razorpay", { method: "POST", headers, body: raw }), {});
  const text = await response.text();
  await settleAfterResponse();
  assertAnswerShape("POST /api/webhooks/razorpay", { status: response.status, contentType: response.headers.get("content-type"), text });
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

describe("POST /api/webhooks/razorpay", () => {
  it("payment_link.paid marks the order paid and placed, and mails the confirmation", async () => {
    const { orderId, linkId } = await orderWithLink();
    const mails = outboxMailsTo(asha.email).length;
    const reply = await deliver(paidEvent(linkId, orderId));
    expect(reply).toEqual({ status: 200, body: { received: true, event: "payment_link.paid", duplicate: false, applied: true } });
    expect(await orderRow(db(), orderId)).toMatchObject({ paymentStatus: "paid", deliveryStatus: "placed", paymentMethod: "online" });
    expect((await paymentRows(db(), orderId))[0]).toMatchObject({ status: "paid", providerPaymentId: "pay_hook_1" });
    expect(outboxMailsTo(asha.email)).toHaveLength(mails + 1);
  });

  it("applies a redelivered event once", async () => {
    const { orderId, linkId } = await orderWithLink();
    const event = paidEvent(linkId, orderId);
    const first = await deliver(event, { eventId: "evt_same_1" });
    const again = await deliver(event, { eventId: "evt_same_1" });
    expect(first.body).toMatchObject({ duplicate: false, applied: true });
    expect(again).toEqual({ status: 200, body: { received: true, event: "payment_link.paid", duplicate: true, applied: false } });
    expect(await timelineOf(db(), orderId)).toEqual(["pending", "placed"]);
    expect(await db().select().from(webhookEvents).where(eq(webhookEvents.eventId, "evt_same_1"))).toHaveLength(1);

    // Delivered twice at the same moment (two servers): one applies it.
    const next = await orderWithLink();
    const both = await Promise.all([1, 2].map(() => deliver(paidEvent(next.linkId, next.orderId), { eventId: "evt_same_2" })));
    expect(both.map((reply) => reply.body.duplicate).sort()).toEqual([false, true]);
    expect(await timelineOf(db(), next.orderId)).toEqual(["pending", "placed"]);
  });

  it("changes nothing when the callback recorded the payment first", async () => {
    const { orderId, linkId } = await orderWithLink();
    await payThroughSandbox(linkId, "pay");
    const mails = outboxMailsTo(asha.email).length;
    const reply = await deliver(paidEvent(linkId, orderId, "pay_other"));
    expect(reply.status).toBe(200);
    expect(await timelineOf(db(), orderId)).toEqual(["pending", "placed"]);
    expect((await paymentRows(db(), orderId))[0]).toMatchObject({ status: "paid", refundDue: false });
    expect((await paymentRows(db(), orderId))[0]!.providerPaymentId).not.toBe("pay_other");
    expect(outboxMailsTo(asha.email)).toHaveLength(mails);
  });

  it("refuses a forged event with a 400 and changes nothing", async () => {
    const { orderId, linkId } = await orderWithLink();
    const event = paidEvent(linkId, orderId);
    const raw = JSON.stringify(event);
    const refusals = [
      await deliver(event, { signature: null }),
      await deliver(event, { signature: "0".repeat(64) }),
      await deliver(event, { signature: webhookSignature(raw, "another-secret") }),
      // Signed, then altered: the signature covers the exact bytes.
      await deliver(event, { raw: raw.replace("pay_hook_1", "pay_hook_2"), signature: webhookSignature(raw, SECRET) }),
      await deliver(event, { eventId: null }),
    ];
    expect(refusals.map((reply) => reply.status)).toEqual([400, 400, 400, 400, 400]);
    expect(refusals[0]!.body).toEqual({ error: "The webhook signature does not match." });
    expect(refusals[4]!.body).toEqual({ error: "The webhook has no event id (X-Razorpay-Event-Id)." });
    expect(await orderRow(db(), orderId)).toMatchObject({ paymentStatus: "unpaid", deliveryStatus: "pending" });
    expect((await paymentRows(db(), orderId))[0]).toMatchObject({ status: "created" });
  });

  it("takes JSON only, at most 1 MB, and a signed body that is not an event is a 400", async () => {
    const { orderId, linkId } = await orderWithLink();
    expect((await deliver(paidEvent(linkId, orderId), { contentType: "text/plain" })).status).toBe(415);
    const huge = JSON.stringify({ event: "payment.failed", padding: "x".repeat(1024 * 1024) });
    expect(await deliver(null, { raw: huge })).toMatchObject({ status: 413 });
    expect(await deliver(null, { raw: "{not json" })).toMatchObject({ status: 400, body: { error: "The webhook body is not an event we can read." } });
    expect(await deliver(null, { raw: JSON.stringify({ hello: "world" }) })).toMatchObject({ status: 400 });
    expect((await orderRow(db(), orderId)).paymentStatus).toBe("unpaid");
  });

  it("a paid event after the order was cancelled: the order stays cancelled, the money is refund-due", async () => {
    const { orderId, linkId } = await orderWithLink();
    expect((await call(cancelOrder, "PUT", `/home/customer/cancel-order/${orderId}`, as(asha), { params: { orderId } })).status).toBe(200);
    vi.spyOn(shopLog, "warn").mockImplementation(() => undefined);
    expect((await deliver(paidEvent(linkId, orderId))).status).toBe(200);
    expect(await orderRow(db(), orderId)).toMatchObject({ deliveryStatus: "cancelled", paymentStatus: "paid" });
    expect((await paymentRows(db(), orderId))[0]).toMatchObject({ status: "paid", refundDue: true });
    expect(await timelineOf(db(), orderId)).toEqual(["pending", "cancelled"]);
  });

  it("payment_link.expired closes the attempt, never a paid one; payment.failed and unknown links change nothing", async () => {
    const { orderId, linkId } = await orderWithLink();
    const expired = { event: "payment_link.expired", payload: { payment_link: { entity: { id: linkId, reference_id: orderId, status: "expired" } } } };
    expect((await deliver(expired)).body).toMatchObject({ applied: true });
    expect((await paymentRows(db(), orderId))[0]).toMatchObject({ status: "cancelled" });
    expect(await orderRow(db(), orderId)).toMatchObject({ deliveryStatus: "pending", paymentStatus: "unpaid" });

    const paid = await orderWithLink();
    await payThroughSandbox(paid.linkId, "pay");
    await deliver({ event: "payment_link.expired", payload: { payment_link: { entity: { id: paid.linkId, reference_id: paid.orderId } } } });
    expect((await paymentRows(db(), paid.orderId))[0]).toMatchObject({ status: "paid" });
    expect(await orderRow(db(), paid.orderId)).toMatchObject({ deliveryStatus: "placed", paymentStatus: "paid" });

    const open = await orderWithLink();
    vi.spyOn(shopLog, "info").mockImplementation(() => undefined);
    const failed = await deliver({ event: "payment.failed", payload: { payment: { entity: { id: "pay_failed_1", status: "failed" } } } });
    expect(failed).toEqual({ status: 200, body: { received: true, event: "payment.failed", duplicate: false, applied: false } });
    vi.spyOn(shopLog, "warn").mockImplementation(() => undefined);
    const stranger = await deliver(paidEvent("plink_unknown", open.orderId));
    expect(stranger.body).toMatchObject({ applied: false });
    const wrongOrder = await deliver(paidEvent(open.linkId, orderId));
    expect(wrongOrder.body).toMatchObject({ applied: false });
    expect(await orderRow(db(), open.orderId)).toMatchObject({ paymentStatus: "unpaid", deliveryStatus: "pending" });
    expect((await paymentRows(db(), open.orderId))[0]).toMatchObject({ status: "created" });
  });
});
