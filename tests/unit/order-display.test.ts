import { describe, expect, it } from "vitest";
import {
  formatOrderTime,
  isCancellable,
  isOrderFilter,
  isPayable,
  orderNumber,
  paymentLabel,
  refundNote,
  payNowPath,
  statusTone,
  timelineSteps,
} from "@/components/account/order-display";

const AT = Date.parse("2026-03-12T10:00:00.000Z");
const waiting = {
  payment_status: "unpaid" as const,
  payment_method: null,
  delivery_status: "pending" as const,
  pay_by: "2026-03-12T10:20:00.000Z",
};

describe("Pay Now: only while the server would take the payment", () => {
  it("is offered on a pending, unpaid order before its pay-by time", () => {
    expect(isPayable(waiting, AT)).toBe(true);
    expect(isPayable({ ...waiting, payment_method: "online" }, AT)).toBe(true);
  });

  it("is not offered once paid, placed, cash on delivery, cancelled or past the pay-by time", () => {
    expect(isPayable({ ...waiting, payment_status: "paid" }, AT)).toBe(false);
    expect(isPayable({ ...waiting, delivery_status: "placed", payment_method: "cod", pay_by: null }, AT)).toBe(false);
    expect(isPayable({ ...waiting, payment_method: "cod" }, AT)).toBe(false);
    expect(isPayable({ ...waiting, delivery_status: "cancelled" }, AT)).toBe(false);
    expect(isPayable({ ...waiting, pay_by: null }, AT)).toBe(false);
    expect(isPayable(waiting, Date.parse(waiting.pay_by))).toBe(false);
    expect(isPayable({ ...waiting, pay_by: "not a date" }, AT)).toBe(false);
  });

  it("goes to the payment page with the order's id", () => {
    expect(payNowPath("3f2c0a52-1b7e-4c1e-9d0a-6b2f1c9e8a7d")).toBe("/payment?orderId=3f2c0a52-1b7e-4c1e-9d0a-6b2f1c9e8a7d");
  });
});

describe("order words and colours", () => {
  it("shows the last 8 characters of the id, upper-case", () => {
    expect(orderNumber("3f2c0a52-1b7e-4c1e-9d0a-6b2f1c9e8a7d")).toBe("#1C9E8A7D");
  });

  it("colours delivered green, cancelled red and every other status blue", () => {
    expect(statusTone("delivered")).toContain("green");
    expect(statusTone("cancelled")).toContain("red");
    for (const status of ["pending", "placed", "warehouse", "shipped"] as const) expect(statusTone(status)).toContain("blue");
  });

  it("says paid or not paid", () => {
    expect(paymentLabel({ payment_status: "paid", payment_method: "online" })).toBe("Paid");
    expect(paymentLabel({ payment_status: "unpaid", payment_method: "cod" })).toBe("Not paid");
    expect(paymentLabel({ payment_status: "refunded", payment_method: "online" })).toBe("Refunded");
  });

  it("never says just Paid once the money is to go back", () => {
    const cancelledPaid = { payment_status: "paid", payment_method: "online", refund: { state: "due", amount: 1299 } } as const;
    expect(paymentLabel(cancelledPaid)).toBe("Refund due");
    expect(refundNote(cancelledPaid)).toBe("₹1,299 back to you within 7 to 10 business days");
    expect(refundNote({ refund: { state: "refunded", amount: 499 } })).toBe("₹499 refunded");
    expect(refundNote({ refund: null })).toBeNull();
  });

  it("lets an order be cancelled until it leaves the warehouse", () => {
    expect(["pending", "placed", "warehouse"].every((s) => isCancellable({ delivery_status: s as "pending" }))).toBe(true);
    expect(["shipped", "delivered", "cancelled"].some((s) => isCancellable({ delivery_status: s as "shipped" }))).toBe(false);
  });

  it("accepts only the filter's seven values from the address", () => {
    expect(["all", "placed", "pending", "cancelled", "warehouse", "shipped", "delivered"].every(isOrderFilter)).toBe(true);
    expect(isOrderFilter("returned")).toBe(false);
    expect(isOrderFilter(null)).toBe(false);
  });

  it("writes times in India's time zone", () => {
    expect(formatOrderTime("2026-03-12T10:35:00.000Z")).toMatch(/12 Mar 2026.*4:05\s?pm/i);
  });
});

describe("the order's timeline", () => {
  const t = (minutes: number) => new Date(AT + minutes * 60_000).toISOString();

  it("shows every step of the road, the ones reached with their time", () => {
    const steps = timelineSteps({
      delivery_status: "warehouse",
      timeline: [
        { status: "pending", date: t(0) },
        { status: "placed", date: t(1) },
        { status: "warehouse", date: t(60) },
      ],
    });
    expect(steps).toEqual([
      { status: "pending", date: t(0) },
      { status: "placed", date: t(1) },
      { status: "warehouse", date: t(60) },
      { status: "shipped", date: null },
      { status: "delivered", date: null },
    ]);
  });

  it("ends a cancelled order at Cancelled, after the steps it reached", () => {
    const steps = timelineSteps({
      delivery_status: "cancelled",
      timeline: [
        { status: "pending", date: t(0) },
        { status: "cancelled", date: t(5) },
      ],
    });
    expect(steps).toEqual([
      { status: "pending", date: t(0) },
      { status: "cancelled", date: t(5) },
    ]);
  });
});
