import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PUT as cancelOrder } from "@/app/api/home/customer/cancel-order/[orderId]/route";
import { sandboxKeySecret } from "@/lib/payments/gateway";
import { sandboxCheckout } from "@/lib/payments/sandbox";
import { paymentLinkSignature } from "@/lib/payments/signatures";
import { products } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { manualClock, ORIGIN, outboxMailsTo, restoreClock } from "./auth-support";
import { as, call, newShopper, seededProducts, type SeededProduct, type Shopper } from "./commerce-support";
import { addToCart, orderRow, placedOrderId, stockOf, timelineOf } from "./orders-support";
import { createPaymentAs, payThroughSandbox, paymentLinkFor, paymentRows, pressSandboxButton, visitCallback } from "./payments-support";
import { log as shopLog } from "@/server/log/log.mjs";

const db = withTestDatabase();

let tee: SeededProduct;
let asha: Shopper;

beforeAll(async () => {
  [tee] = (await seededProducts(db(), 1, { stock: 50 })) as [SeededProduct];
  await db().update(products).set({ price: 600, discount: 0 }).where(eq(products.id, tee.id));
  asha = await newShopper(db(), "sandbox");
});

afterEach(() => {
  restoreClock();
  vi.restoreAllMocks();
});

async function newOrder(shopper = asha): Promise<string> {
  await addToCart(shopper, tee, 1);
  return placedOrderId(shopper);
}

/** A callback address as the gateway would send it, signed with the sandbox's key (or `signature`). */
function callbackAddress(fields: { linkId: string; orderId: string; status: string; paymentId?: string }, signature?: string): string {
  const back = { paymentLinkId: fields.linkId, referenceId: fields.orderId, status: fields.status, paymentId: fields.paymentId ?? "pay_test_1" };
  const query = new URLSearchParams({
    razorpay_payment_id: back.paymentId,
    razorpay_payment_link_id: back.paymentLinkId,
    razorpay_payment_link_reference_id: back.referenceId,
    razorpay_payment_link_status: back.status,
    razorpay_signature: signature ?? paymentLinkSignature(back, sandboxKeySecret()),
  });
  return `${ORIGIN}/api/order/payment-callback?${query}`;
}

describe("paying online through the sandbox gateway", () => {
  it("Pay: the signed return marks the payment and the order paid and placed, once, and mails the confirmation", async () => {
    const orderId = await newOrder();
    const { linkId } = await paymentLinkFor(asha, orderId);
    expect(await sandboxCheckout(linkId)).toMatchObject({ orderId, amountPaise: 60_000, status: "created", expired: false });

    const pressed = await pressSandboxButton(linkId, "pay");
    expect(pressed.status).toBe(303);
    expect(pressed.location).toMatch(/\/api\/order\/payment-callback\?razorpay_payment_id=pay_sandbox_/);
    const back = await visitCallback(pressed.location!);
    expect(back).toMatchObject({ status: 303, location: `/dashboard/order/details/${orderId}?payment=paid` });

    expect(await orderRow(db(), orderId)).toMatchObject({ paymentStatus: "paid", deliveryStatus: "placed", paymentMethod: "online" });
    const [payment] = await paymentRows(db(), orderId);
    expect(payment).toMatchObject({ status: "paid", refundDue: false, providerPaymentId: new URL(pressed.location!, "http://shop.test").searchParams.get("razorpay_payment_id") });
    expect(await timelineOf(db(), orderId)).toEqual(["pending", "placed"]);
    const mails = outboxMailsTo(asha.email);
    expect(mails.at(-1)).toContain("Paid online.");

    // The same return again (a reload, a second tab): the same page, nothing more happens.
    const mailsBefore = outboxMailsTo(asha.email).length;
    expect(await visitCallback(pressed.location!)).toMatchObject({ status: 303, location: `/dashboard/order/details/${orderId}?payment=paid` });
    expect(await timelineOf(db(), orderId)).toEqual(["pending", "placed"]);
    expect(outboxMailsTo(asha.email)).toHaveLength(mailsBefore);
    // The link is used: the sandbox refuses it now.
    expect(await pressSandboxButton(linkId, "pay")).toMatchObject({ status: 409 });
    expect(await sandboxCheckout(linkId)).toMatchObject({ status: "paid" });
  });

  it("Fail: the attempt is closed, the order stays pending and unpaid; Pay Now makes a new link that pays", async () => {
    const orderId = await newOrder();
    const first = await paymentLinkFor(asha, orderId);
    const failed = await payThroughSandbox(first.linkId, "fail");
    expect(failed).toMatchObject({ status: 303, location: `/dashboard/order/details/${orderId}?payment=failed` });
    expect(await orderRow(db(), orderId)).toMatchObject({ paymentStatus: "unpaid", deliveryStatus: "pending" });
    expect((await paymentRows(db(), orderId)).map((row) => row.status)).toEqual(["failed"]);
    expect(await pressSandboxButton(first.linkId, "pay")).toMatchObject({ status: 409 });

    const second = await paymentLinkFor(asha, orderId);
    expect(second.linkId).not.toBe(first.linkId);
    expect(await payThroughSandbox(second.linkId, "pay")).toMatchObject({ status: 303, location: `/dashboard/order/details/${orderId}?payment=paid` });
    expect(await orderRow(db(), orderId)).toMatchObject({ paymentStatus: "paid", deliveryStatus: "placed" });
    expect((await paymentRows(db(), orderId)).map((row) => row.status)).toEqual(["failed", "paid"]);
  });

  it("refuses a forged or altered return (400 JSON; a browser is sent to a page saying so) and changes nothing", async () => {
    const orderId = await newOrder();
    const { linkId } = await paymentLinkFor(asha, orderId);
    const pressed = await pressSandboxButton(linkId, "fail");
    // The shopper edits the Fail return into a paid one: the signature no longer matches.
    const altered = pressed.location!.replace("razorpay_payment_link_status=failed", "razorpay_payment_link_status=paid");
    expect(await visitCallback(altered)).toMatchObject({ status: 303, location: "/payment/not-confirmed" });
    const json = await visitCallback(altered, {});
    expect(json).toMatchObject({ status: 400, contentType: expect.stringMatching(/^application\/json/) });
    expect(JSON.parse(json.text)).toEqual({ error: "The payment details could not be verified." });

    const forged = [
      callbackAddress({ linkId, orderId, status: "paid" }, "0".repeat(64)),
      callbackAddress({ linkId, orderId, status: "paid" }, "not-hex"),
      // Signed with the key of another shop.
      callbackAddress({ linkId, orderId, status: "paid" }, paymentLinkSignature({ paymentLinkId: linkId, referenceId: orderId, status: "paid", paymentId: "pay_test_1" }, "x".repeat(64))),
      `${ORIGIN}/api/order/payment-callback?razorpay_payment_link_id=${linkId}`,
    ];
    for (const address of forged) {
      expect((await visitCallback(address, {})).status, address).toBe(400);
      expect((await visitCallback(address)).location, address).toBe("/payment/not-confirmed");
    }
    expect(await orderRow(db(), orderId)).toMatchObject({ paymentStatus: "unpaid", deliveryStatus: "pending" });
    expect((await paymentRows(db(), orderId)).map((row) => row.status)).toEqual(["created"]);
  });

  it("refuses a correctly signed return for a link that is not ours, or not that order's", async () => {
    const orderId = await newOrder();
    const other = await newOrder();
    const { linkId } = await paymentLinkFor(asha, orderId);
    const unknown = await visitCallback(callbackAddress({ linkId: "plink_sandbox_AAAAAAAAAAAAAAAA", orderId, status: "paid" }), {});
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.text)).toEqual({ error: "We know of no such payment for that order." });
    expect((await visitCallback(callbackAddress({ linkId, orderId: other, status: "paid" }), {})).status).toBe(400);
    expect((await visitCallback(callbackAddress({ linkId, orderId: other, status: "paid" }))).location).toBe("/payment/not-confirmed");
    expect((await orderRow(db(), orderId)).paymentStatus).toBe("unpaid");
    expect((await orderRow(db(), other)).paymentStatus).toBe("unpaid");
  });

  it("records money for an order cancelled meanwhile as paid and refund-due; the order stays cancelled", async () => {
    const orderId = await newOrder();
    const { linkId } = await paymentLinkFor(asha, orderId);
    const stock = await stockOf(db(), tee.id);
    expect((await call(cancelOrder, "PUT", `/home/customer/cancel-order/${orderId}`, as(asha), { params: { orderId } })).status).toBe(200);
    expect(await stockOf(db(), tee.id)).toBe(stock + 1);
    // The sandbox refuses the closed link; Razorpay's page may still have taken the money.
    expect(await pressSandboxButton(linkId, "pay")).toMatchObject({ status: 409 });
    const warn = vi.spyOn(shopLog, "warn").mockImplementation(() => undefined);
    const back = await visitCallback(callbackAddress({ linkId, orderId, status: "paid", paymentId: "pay_late_1" }));
    expect(back).toMatchObject({ status: 303, location: `/dashboard/order/details/${orderId}?payment=paid` });
    expect(await orderRow(db(), orderId)).toMatchObject({ deliveryStatus: "cancelled", paymentStatus: "paid" });
    expect((await paymentRows(db(), orderId))[0]).toMatchObject({ status: "paid", refundDue: true, providerPaymentId: "pay_late_1" });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ orderId }), expect.stringContaining("refund-due"));
    expect(await timelineOf(db(), orderId)).toEqual(["pending", "cancelled"]);
    expect(await stockOf(db(), tee.id)).toBe(stock + 1);
  });

  it("a second link paid for an order already paid is refund-due too", async () => {
    const orderId = await newOrder();
    const first = await paymentLinkFor(asha, orderId);
    const second = await paymentLinkFor(asha, orderId);
    await payThroughSandbox(first.linkId, "pay");
    vi.spyOn(shopLog, "warn").mockImplementation(() => undefined);
    await visitCallback(callbackAddress({ linkId: second.linkId, orderId, status: "paid", paymentId: "pay_twice" }));
    expect((await paymentRows(db(), orderId)).map((row) => [row.status, row.refundDue])).toEqual([
      ["paid", false],
      ["paid", true],
    ]);
    expect(await timelineOf(db(), orderId)).toEqual(["pending", "placed"]);
  });

  it("an order placed for cash meanwhile and then paid online is paid, with nothing to refund", async () => {
    const orderId = await newOrder();
    const { linkId } = await paymentLinkFor(asha, orderId);
    expect((await createPaymentAs(as(asha), { type: "COD", orderId })).status).toBe(200);
    await visitCallback(callbackAddress({ linkId, orderId, status: "paid" }));
    expect(await orderRow(db(), orderId)).toMatchObject({ deliveryStatus: "placed", paymentStatus: "paid", paymentMethod: "online" });
    expect((await paymentRows(db(), orderId))[0]).toMatchObject({ status: "paid", refundDue: false });
  });
});

describe("the sandbox gateway's buttons", () => {
  it("refuse an unknown link (404), a bad outcome (400), an expired link (409) and another site's form (403)", async () => {
    expect(await pressSandboxButton("plink_sandbox_AAAAAAAAAAAAAAAA", "pay")).toMatchObject({ status: 404 });
    expect(await pressSandboxButton("../../etc", "pay")).toMatchObject({ status: 404 });
    const clock = manualClock();
    const orderId = await newOrder();
    const { linkId } = await paymentLinkFor(asha, orderId);
    expect(await pressSandboxButton(linkId, "maybe")).toMatchObject({ status: 400 });
    expect(await pressSandboxButton(linkId, "pay", { origin: "https://evil.example", "sec-fetch-site": "cross-site" })).toMatchObject({ status: 403 });
    clock.advance(30 * 60 + 1);
    expect(await sandboxCheckout(linkId)).toMatchObject({ expired: true });
    const expired = await pressSandboxButton(linkId, "pay");
    expect(expired.status).toBe(409);
    expect(JSON.parse(expired.text)).toEqual({ error: "This payment link has expired." });
    expect((await orderRow(db(), orderId)).paymentStatus).toBe("unpaid");
  });
});
