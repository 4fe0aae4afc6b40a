import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as refundRoute } from "@/app/api/seller/orders/[orderId]/refund/route";
import { POST as webhook } from "@/app/api/webhooks/razorpay/route";
import { settleAfterResponse } from "@/lib/after-response";
import { webhookSignature } from "@/lib/payments/signatures";
import { orders, refunds } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { outboxMailsTo } from "./auth-support";
import { newShopper, seededProducts, type SeededProduct, type Shopper } from "./commerce-support";
import { callSettled, orderRow } from "./orders-support";
import { paymentRows } from "./payments-support";
import { demoStaff, type Staff } from "./sellers-support";
import { failedRefundOrder as failedRefundOf, refundsOf as refundsOfOrder } from "./after-order-support";

/**
 * Refunds through the sandbox gateway and its webhook. The races run on PGlite (transactions
 * queue on one connection) and, with DATABASE_URL, on a real PostgreSQL server with a pool.
 */
const SECRET = "whsec-refunds-0123456789abcdef";
vi.stubEnv("RAZORPAY_WEBHOOK_SECRET", SECRET);

const db = withTestDatabase();
let tee: SeededProduct;
let asha: Shopper;
let admin: Staff;
let otherSeller: Staff;

beforeAll(async () => {
  [tee] = (await seededProducts(db(), 1, { stock: 200 })) as [SeededProduct];
  ({ admin, otherSeller } = await demoStaff(db()));
  asha = await newShopper(db(), "refunds");
}, 60_000);

const refundAs = (caller: Staff["caller"], orderId: string) => callSettled(refundRoute, "POST", `/seller/orders/${orderId}/refund`, caller, { params: { orderId } });
const refundsOf = (orderId: string) => refundsOfOrder(db(), orderId);
const failedRefundOrder = async () => (await failedRefundOf(db(), asha, tee)).orderId;

async function deliver(event: unknown, eventId: string) {
  const raw = JSON.stringify(event);
  const headers = new Headers({ "content-type": "application/json", "x-razorpay-signature": webhookSignature(raw, SECRET), "x-razorpay-event-id": eventId });
  const response = await webhook(new Request("http://shop.test/api/webhooks/razorpay", { method: "POST", headers, body: raw }), {});
  await settleAfterResponse();
  return { status: response.status, body: await response.json() };
}

describe("refunds", () => {
  it("staff send a failed refund again; ten calls at once make one new refund, and the order ends refunded", { timeout: 120_000 }, async () => {
    const orderId = await failedRefundOrder();
    const [paid] = await paymentRows(db(), orderId);
    const replies = await Promise.all(Array.from({ length: 10 }, () => refundAs(admin.caller, orderId)));
    for (const reply of replies) expect([200, 409]).toContain(reply.status);
    expect(replies.some((reply) => reply.status === 200)).toBe(true);
    await settleAfterResponse();
    const rows = await refundsOf(orderId);
    expect(rows.map((refund) => refund.status)).toEqual(["failed", "processed"]);
    expect(rows[1]!.amountPaise).toBe(paid!.amountPaise);
    expect(new Set(rows.map((refund) => refund.idempotencyKey)).size).toBe(2);
    expect(await orderRow(db(), orderId)).toMatchObject({ paymentStatus: "refunded", deliveryStatus: "cancelled" });
    // Nothing is left: a further call refunds nothing.
    expect((await refundAs(admin.caller, orderId)).status).toBe(409);
    expect(await refundsOf(orderId)).toHaveLength(2);
  });

  it("never refunds more than was captured, and refuses another shop's seller", async () => {
    const orderId = await failedRefundOrder();
    expect((await refundAs(otherSeller.caller, orderId)).status).toBe(404);
    expect((await refundAs(admin.caller, orderId)).status).toBe(200);
    await settleAfterResponse();
    const total = (await refundsOf(orderId)).filter((refund) => refund.status !== "failed").reduce((sum, refund) => sum + refund.amountPaise, 0);
    expect(total).toBe((await paymentRows(db(), orderId))[0]!.amountPaise);
  });

  it("a replayed or repeated refund webhook changes the refund once and mails once", { timeout: 60_000 }, async () => {
    const orderId = await failedRefundOrder();
    const [failed] = await refundsOf(orderId);
    // A refund with the gateway, its result not yet known.
    const providerRefundId = `rfnd_hook_${randomUUID().slice(0, 8)}`;
    await db().insert(refunds).values({
      orderId,
      paymentId: failed!.paymentId,
      provider: "sandbox",
      amountPaise: failed!.amountPaise,
      providerRefundId,
      idempotencyKey: `refund-${failed!.paymentId}-2`,
      reason: "sent by staff",
    });
    const event = { event: "refund.processed", payload: { refund: { entity: { id: providerRefundId, notes: [] } } } };
    const before = outboxMailsTo(asha.email).length;
    const eventId = `evt_${randomUUID()}`;
    const deliveries = await Promise.all([deliver(event, eventId), deliver(event, eventId), deliver(event, `evt_${randomUUID()}`)]);
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200]);
    expect(deliveries.filter((d) => d.body.applied)).toHaveLength(1);
    expect((await refundsOf(orderId)).map((refund) => refund.status)).toEqual(["failed", "processed"]);
    expect((await db().select().from(orders).where(eq(orders.id, orderId)))[0]!.paymentStatus).toBe("refunded");
    expect(outboxMailsTo(asha.email).slice(before)).toHaveLength(1);
    // A failure reported after it was processed changes nothing.
    const late = await deliver({ event: "refund.failed", payload: { refund: { entity: { id: providerRefundId } } } }, `evt_${randomUUID()}`);
    expect(late.body.applied).toBe(false);
    expect((await refundsOf(orderId))[1]!.status).toBe("processed");
  });
});
