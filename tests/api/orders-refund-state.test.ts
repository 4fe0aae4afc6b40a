import { beforeAll, describe, expect, it } from "vitest";
import { PUT as cancelOrder } from "@/app/api/home/customer/cancel-order/[orderId]/route";
import { GET as getOrder } from "@/app/api/home/customer/gat-order/[orderId]/route";
import { GET as getOrders } from "@/app/api/home/customer/gat-orders/[customerId]/[status]/route";
import { orderNumber } from "@/lib/orders/order-number";
import { setSandboxRefundOutcome } from "@/lib/refunds/sandbox";
import { withTestDatabase } from "../helpers/test-database";
import { decodeQuotedPrintable, outboxMailsTo } from "./auth-support";
import { as, newShopper, seededProducts, type SeededProduct, type Shopper } from "./commerce-support";
import { addToCart, callSettled, placedOrderId } from "./orders-support";
import { createPaymentAs, payThroughSandbox, paymentLinkFor, paymentRows } from "./payments-support";

const db = withTestDatabase();

const cancelAs = (shopper: Shopper, orderId: string) =>
  callSettled(cancelOrder, "PUT", `/home/customer/cancel-order/${orderId}`, as(shopper), { params: { orderId } });
const orderOf = async (shopper: Shopper, orderId: string) =>
  (await callSettled(getOrder, "GET", `/home/customer/gat-order/${orderId}`, as(shopper), { params: { orderId } })).body.order;
const listOf = async (shopper: Shopper) =>
  (await callSettled(getOrders, "GET", `/home/customer/gat-orders/${shopper.id}/all`, as(shopper), { params: { customerId: shopper.id, status: "all" } })).body
    .orders as { _id: string; refund: unknown }[];
const mailsTo = (email: string) => outboxMailsTo(email).map((mail) => Buffer.from(decodeQuotedPrintable(mail), "latin1").toString("utf8"));

let tee: SeededProduct;

beforeAll(async () => {
  [tee] = (await seededProducts(db(), 1, { stock: 40 })) as [SeededProduct];
});

describe("a cancelled order's refund, as its customer sees it", () => {
  it("a paid order the customer cancels is refunded through the gateway: shown refunded with its amount, on the order and in My Orders, and mailed twice", async () => {
    const asha = await newShopper(db(), "refund");
    await addToCart(asha, tee, 2);
    const orderId = await placedOrderId(asha);
    await payThroughSandbox((await paymentLinkFor(asha, orderId)).linkId, "pay");
    const [paid] = await paymentRows(db(), orderId);
    const amount = paid!.amountPaise / 100;
    expect((await orderOf(asha, orderId)).refund).toBeNull();

    const before = mailsTo(asha.email).length;
    expect((await cancelAs(asha, orderId)).status).toBe(200);
    expect(await orderOf(asha, orderId)).toMatchObject({ payment_status: "refunded", delivery_status: "cancelled", refund: { state: "refunded", amount } });
    expect((await listOf(asha)).find((order) => order._id === orderId)?.refund).toEqual({ state: "refunded", amount });

    const mails = mailsTo(asha.email).slice(before);
    expect(mails).toHaveLength(2);
    const cancelled = mails.find((mail) => mail.includes(`Subject: TeeRang order ${orderNumber(orderId)} is cancelled`));
    expect(cancelled).toContain(`Your order ${orderNumber(orderId)} has been cancelled as you asked.`);
    expect(cancelled).toContain(`The ₹${amount.toLocaleString("en-IN")} you paid will be refunded to the way you paid within 7 to 10 business days.`);
    expect(mails.find((mail) => mail !== cancelled)).toContain(`We have refunded ₹${amount.toLocaleString("en-IN")} for your order ${orderNumber(orderId)} to the way you paid.`);
  });

  it("a refund the gateway fails leaves the refund due, and the customer is told it is delayed", async () => {
    const ravi = await newShopper(db(), "refund-fails");
    await addToCart(ravi, tee, 1);
    const orderId = await placedOrderId(ravi);
    await payThroughSandbox((await paymentLinkFor(ravi, orderId)).linkId, "pay");
    const amount = (await paymentRows(db(), orderId))[0]!.amountPaise / 100;
    setSandboxRefundOutcome("failed");
    try {
      const before = mailsTo(ravi.email).length;
      expect((await cancelAs(ravi, orderId)).status).toBe(200);
      expect(await orderOf(ravi, orderId)).toMatchObject({ payment_status: "paid", refund: { state: "due", amount } });
      expect(mailsTo(ravi.email).slice(before).some((mail) => mail.includes("could not refund"))).toBe(true);
    } finally {
      setSandboxRefundOutcome("processed");
    }
  });

  it("an unpaid order the customer cancels has no refund, and its mail promises none", async () => {
    const ravi = await newShopper(db(), "norefund");
    await addToCart(ravi, tee, 1);
    const orderId = await placedOrderId(ravi);
    expect((await createPaymentAs(as(ravi), { type: "COD", orderId })).status).toBe(200);
    const before = mailsTo(ravi.email).length;
    expect((await cancelAs(ravi, orderId)).status).toBe(200);
    expect((await orderOf(ravi, orderId)).refund).toBeNull();
    const mails = mailsTo(ravi.email).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("has been cancelled as you asked.");
    expect(mails[0]).not.toContain("refunded");
  });
});
