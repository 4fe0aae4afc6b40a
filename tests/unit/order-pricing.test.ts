import { describe, expect, it } from "vitest";
import { orderTotal, rupeesFromPaise, toPaise } from "@/lib/pricing";

describe("an order's total", () => {
  it("is its price plus shipping, in whole rupees, and what the gateway is asked for in paise", () => {
    expect(orderTotal({ price: 1_299, shippingFee: 0 })).toBe(1_299);
    expect(orderTotal({ price: 1_299, shippingFee: 70 })).toBe(1_369);
    expect(toPaise(orderTotal({ price: 1_299, shippingFee: 70 }))).toBe(136_900);
    expect(rupeesFromPaise(136_900)).toBe(1_369);
  });

  it("reads only the price and shipping of a whole order row", () => {
    expect(orderTotal({ id: "5b0c1b1e", price: 500, shippingFee: 49, couponDiscount: 55, items: 2 } as { price: number; shippingFee: number })).toBe(549);
  });

  it("refuses amounts that are not whole rupees or paise", () => {
    expect(() => orderTotal({ price: 10.5, shippingFee: 0 })).toThrow(RangeError);
    expect(() => orderTotal({ price: 10, shippingFee: -1 })).toThrow(RangeError);
    expect(() => rupeesFromPaise(1.5)).toThrow(RangeError);
  });
});
