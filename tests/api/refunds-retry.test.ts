import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as refundRoute } from "@/app/api/seller/orders/[orderId]/refund/route";
import { POST as retryRoute } from "@/app/api/seller/refunds/[refundId]/retry/route";
import { POST as requestReturnRoute } from "@/app/api/orders/[orderId]/returns/route";
import { POST as approveRoute } from "@/app/api/seller/returns/[returnId]/approve/route";
import { POST as receivedRoute } from "@/app/api/seller/returns/[returnId]/received/route";
import { POST as moveStatus } from "@/app/api/seller/orders/[orderId]/status/route";
import { GET as listRoute } from "@/app/api/seller/refunds/route";
import { settleAfterResponse } from "@/lib/after-response";
import { setSandboxRefundOutcome } from "@/lib/refunds/sandbox";
import { retryKey, retryMessages } from "@/lib/refunds/retry";
import { orderLines, refunds, returns } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { as, newShopper, seededProducts, type SeededProduct, type Shopper } from "./commerce-support";
import { addToCart, callSettled, orderRow, placedOrderId } from "./orders-support";
import { payThroughSandbox, paymentLinkFor, paymentRows } from "./payments-support";
import { demoStaff, type Staff } from "./sellers-support";
import { failedRefundOrder, refundsOf as refundsOfOrder } from "./after-order-support";

/**
 * Staff send a failed refund again (POST /api/seller/refunds/{refundId}/retry) and find them
 * (GET /api/seller/refunds?status=failed), through the sandbox gateway (its refunds settle at once, no webhook).
 */
const db = withTestDatabase();
let tee: SeededProduct;
let asha: Shopper;
let admin: Staff;
let seller: Staff;
let otherSeller: Staff;

beforeAll(async () => {
  [tee] = (await seededProducts(db(), 1, { stock: 200 })) as [SeededProduct];
  ({ seller, admin, otherSeller } = await demoStaff(db()));
  asha = await newShopper(db(), "refund-retry");
}, 60_000);

const retryAs = (caller: Staff["caller"], refundId: string) => callSettled(retryRoute, "POST", `/seller/refunds/${refundId}/retry`, caller, { params: { refundId } });
const listAs = (caller: Staff["caller"], status?: string) => callSettled(listRoute, "GET", `/seller/refunds${status === undefined ? "" : `?status=${status}`}`, caller);
const refundsOf = (orderId: string) => refundsOfOrder(db(), orderId);

/** A paid online order of the seller's tee the customer cancelled, its refund failed by the sandbox. */
async function failedRefund(): Promise<{ orderId: string; refundId: string; key: string }> {
  const { orderId, refund } = await failedRefundOrder(db(), asha, tee);
  return { orderId, refundId: refund.id, key: refund.idempotencyKey };
}

describe("sending a failed refund again", () => {
  it("the key of each attempt follows from the first", () => {
    expect(retryKey("refund-abc-1")).toBe("refund-abc-1-retry-1");
    expect(retryKey("refund-abc-1-retry-1")).toBe("refund-abc-1-retry-2");
    expect(retryKey("return-abc-retry-9")).toBe("return-abc-retry-10");
  });

  it("a failed sandbox refund sent again ends processed under a new key, and the order ends refunded", { timeout: 120_000 }, async () => {
    const { orderId, refundId, key } = await failedRefund();
    const reply = await retryAs(seller.caller, refundId);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.message).toBe(retryMessages.sent);
    expect(reply.body.refund).toMatchObject({ _id: refundId, status: "pending", settled: null });
    await settleAfterResponse();
    const rows = await refundsOf(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: refundId, status: "processed", idempotencyKey: `${key}-retry-1` });
    expect(rows[0]!.amountPaise).toBe((await paymentRows(db(), orderId))[0]!.amountPaise);
    expect(await orderRow(db(), orderId)).toMatchObject({ paymentStatus: "refunded", deliveryStatus: "cancelled" });
    // Processed: it cannot be sent again.
    const again = await retryAs(seller.caller, refundId);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(retryMessages.notFailed);
  });

  it("failing again, it is sent again under the next key", { timeout: 120_000 }, async () => {
    const { orderId, refundId, key } = await failedRefund();
    setSandboxRefundOutcome("failed");
    try {
      expect((await retryAs(admin.caller, refundId)).status).toBe(200);
      await settleAfterResponse();
    } finally {
      setSandboxRefundOutcome("processed");
    }
    expect((await refundsOf(orderId))[0]).toMatchObject({ status: "failed", idempotencyKey: `${key}-retry-1` });
    expect((await retryAs(admin.caller, refundId)).status).toBe(200);
    await settleAfterResponse();
    expect((await refundsOf(orderId))[0]).toMatchObject({ status: "processed", idempotencyKey: `${key}-retry-2` });
  });

  it("another shop's seller does not find it; an unknown or malformed id is not found; a shopper is refused", { timeout: 120_000 }, async () => {
    const { orderId, refundId } = await failedRefund();
    expect((await retryAs(otherSeller.caller, refundId)).status).toBe(404);
    expect((await retryAs(admin.caller, "0b9f3c1e-5a6d-4c2b-9e8f-1a2b3c4d5e6f")).status).toBe(404);
    expect((await retryAs(admin.caller, "not-a-refund")).status).toBe(404);
    expect((await retryAs({ token: asha.token, bearer: true }, refundId)).status).toBe(403);
    expect((await refundsOf(orderId)).map((refund) => refund.status)).toEqual(["failed"]);
  });

  it("two retries at once: one 200, one 409, one refund at the gateway", { timeout: 120_000 }, async () => {
    const { orderId, refundId } = await failedRefund();
    const replies = await Promise.all([retryAs(seller.caller, refundId), retryAs(admin.caller, refundId), retryAs(seller.caller, refundId)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409]);
    await settleAfterResponse();
    const rows = await refundsOf(orderId);
    expect(rows.map((refund) => refund.status)).toEqual(["processed"]);
  });

  it("never takes more than is left of the payment: after the order's own refund went through, nothing is left to send", { timeout: 120_000 }, async () => {
    const { orderId, refundId } = await failedRefund();
    const [paid] = await paymentRows(db(), orderId);
    // The order's refund call made a new refund of everything meanwhile.
    expect((await callSettled(refundRoute, "POST", `/seller/orders/${orderId}/refund`, admin.caller, { params: { orderId } })).status).toBe(200);
    await settleAfterResponse();
    const retried = await retryAs(admin.caller, refundId);
    expect(retried.status).toBe(409);
    expect(retried.body.error).toBe(retryMessages.nothingLeft);
    const rows = await refundsOf(orderId);
    expect(rows.map((refund) => refund.status)).toEqual(["failed", "processed"]);
    expect(rows.filter((refund) => refund.status !== "failed").reduce((sum, refund) => sum + refund.amountPaise, 0)).toBe(paid!.amountPaise);
  });

  it("sends only what is left when part of the payment went back meanwhile", { timeout: 120_000 }, async () => {
    const { orderId, refundId } = await failedRefund();
    const [paid] = await paymentRows(db(), orderId);
    const [failed] = await refundsOf(orderId);
    // 100 rupees of the payment refunded by another refund (a return's, say) meanwhile.
    await db().insert(refunds).values({
      orderId,
      paymentId: failed!.paymentId,
      provider: "sandbox",
      amountPaise: 10_000,
      status: "processed",
      idempotencyKey: `return-${refundId}`,
      reason: "returned",
    });
    expect((await retryAs(admin.caller, refundId)).status).toBe(200);
    await settleAfterResponse();
    const rows = await refundsOf(orderId);
    expect(rows.find((refund) => refund.id === refundId)).toMatchObject({ status: "processed", amountPaise: paid!.amountPaise - 10_000 });
    expect(rows.reduce((sum, refund) => sum + (refund.status === "failed" ? 0 : refund.amountPaise), 0)).toBe(paid!.amountPaise);
  });
});

describe("a return's failed refund", () => {
  it("is sent again by the return's shop (not another's), stays the return's, and moves the return to refunded", { timeout: 120_000 }, async () => {
    await addToCart(asha, tee, 2);
    const orderId = await placedOrderId(asha);
    await payThroughSandbox((await paymentLinkFor(asha, orderId)).linkId, "pay");
    for (const status of ["warehouse", "shipped", "delivered"]) {
      expect((await callSettled(moveStatus, "POST", `/seller/orders/${orderId}/status`, admin.caller, { params: { orderId }, body: { status } })).status).toBe(200);
    }
    const [line] = await db().select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId));
    const asked = await callSettled(requestReturnRoute, "POST", `/orders/${orderId}/returns`, as(asha), {
      params: { orderId },
      body: { lines: [{ lineId: line!.id, quantity: 1 }], reason: "size_does_not_fit" },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const returnId: string = asked.body.return._id;
    expect((await callSettled(approveRoute, "POST", `/seller/returns/${returnId}/approve`, seller.caller, { params: { returnId } })).status).toBe(200);
    setSandboxRefundOutcome("failed");
    try {
      expect((await callSettled(receivedRoute, "POST", `/seller/returns/${returnId}/received`, seller.caller, { params: { returnId } })).status).toBe(200);
    } finally {
      setSandboxRefundOutcome("processed");
    }
    const [row] = await db().select({ refundId: returns.refundId, status: returns.status }).from(returns).where(eq(returns.id, returnId));
    expect(row).toMatchObject({ status: "received" });
    const [failed] = await db().select().from(refunds).where(eq(refunds.id, row!.refundId!));
    expect(failed).toMatchObject({ status: "failed", idempotencyKey: `return-${returnId}` });

    const listed = await listAs(seller.caller, "failed");
    expect(listed.body.refunds.find((refund: { _id: string }) => refund._id === failed!.id)).toMatchObject({ orderId, returnId });
    expect((await retryAs(otherSeller.caller, failed!.id)).status).toBe(404);
    expect((await retryAs(seller.caller, failed!.id)).status).toBe(200);
    await settleAfterResponse();
    expect((await db().select().from(refunds).where(eq(refunds.id, failed!.id)))[0]).toMatchObject({
      status: "processed",
      amountPaise: failed!.amountPaise,
      idempotencyKey: `return-${returnId}-retry-1`,
    });
    expect((await db().select({ status: returns.status }).from(returns).where(eq(returns.id, returnId)))[0]!.status).toBe("refunded");
    // A part of the payment: the order itself is not refunded.
    expect(await orderRow(db(), orderId)).toMatchObject({ paymentStatus: "paid", deliveryStatus: "delivered" });
  });
});

describe("the staff list of refunds", () => {
  it("lists the shop's failed refunds newest first; another shop's seller sees none of them; 400 an unknown status", { timeout: 120_000 }, async () => {
    const first = await failedRefund();
    const second = await failedRefund();
    const mine = await listAs(seller.caller, "failed");
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const ids = mine.body.refunds.map((refund: { _id: string }) => refund._id);
    expect(ids.indexOf(second.refundId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(second.refundId)).toBeLessThan(ids.indexOf(first.refundId));
    for (const refund of mine.body.refunds) expect(refund.status).toBe("failed");
    expect(mine.body.refunds.find((refund: { _id: string }) => refund._id === first.refundId)).toMatchObject({ orderId: first.orderId, returnId: null });

    const theirs = await listAs(otherSeller.caller, "failed");
    expect(theirs.status).toBe(200);
    const theirIds = theirs.body.refunds.map((refund: { _id: string }) => refund._id);
    expect(theirIds).not.toContain(first.refundId);
    expect(theirIds).not.toContain(second.refundId);

    expect((await listAs(admin.caller)).body.refunds.map((refund: { _id: string }) => refund._id)).toContain(first.refundId);
    expect((await listAs(seller.caller, "lost")).status).toBe(400);
    expect((await listAs({ token: asha.token, bearer: true }, "failed")).status).toBe(403);
  });
});
