import { describe, expect, it } from "vitest";
import { DEFAULT_DELIVERY_WORKING_DAYS, deliveryEstimateText, estimateDelivery } from "@/lib/orders/delivery-estimate";

describe("the delivery estimate of a placed order", () => {
  it("is the policy's dispatch plus delivery days: 3 to 10 working days", () => {
    expect(DEFAULT_DELIVERY_WORKING_DAYS).toEqual({ from: 3, to: 10 });
  });

  it("counts working days in India's time, skipping Sundays", () => {
    // Monday 7 Dec 2026, 10:00 in India: 3 working days later is Thursday 10 Dec, 10 is Friday 18 Dec (Sunday 13 skipped).
    const placed = new Date("2026-12-07T04:30:00Z");
    const { earliest, latest } = estimateDelivery(placed);
    expect(deliveryEstimateText({ earliest, latest })).toBe("Thu, 10 Dec – Fri, 18 Dec");
  });

  it("takes the day in India, not the browser's zone: 23:30 in India on Saturday is Saturday", () => {
    // Saturday 12 Dec 2026 23:30 IST = 18:00 UTC; one working day later is Monday 14 Dec.
    const estimate = estimateDelivery(new Date("2026-12-12T18:00:00Z"), { from: 1, to: 1 });
    expect(deliveryEstimateText(estimate)).toBe("Mon, 14 Dec");
  });
});
