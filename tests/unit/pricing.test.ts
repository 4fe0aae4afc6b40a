import { describe, expect, it } from "vitest";
import { discountedPrice, toPaise } from "@/lib/pricing";

describe("displayed price (spec §9: price - floor(price x discount / 100))", () => {
  it("floors the discount, so the shopper never pays a fraction of a rupee more than the rule", () => {
    expect(discountedPrice(999, 15)).toBe(850); // 149.85 off -> 149 off
    expect(discountedPrice(499, 33)).toBe(335); // 164.67 off -> 164 off
    expect(discountedPrice(299, 1)).toBe(297); // 2.99 off -> 2 off
  });

  it("keeps the price when there is no discount and gives it away at 100%", () => {
    expect(discountedPrice(1499, 0)).toBe(1499);
    expect(discountedPrice(1499, 100)).toBe(0);
  });

  it("matches the rule for every price and discount the shop uses", () => {
    for (let price = 299; price <= 1499; price += 37) {
      for (let discount = 0; discount <= 100; discount += 7) {
        const expected = price - Math.floor((price * discount) / 100);
        expect(discountedPrice(price, discount)).toBe(expected);
      }
    }
  });

  it("refuses amounts that are not whole rupees or percents", () => {
    expect(() => discountedPrice(99.5, 10)).toThrow(RangeError);
    expect(() => discountedPrice(-1, 10)).toThrow(RangeError);
    expect(() => discountedPrice(100, 101)).toThrow(RangeError);
    expect(() => discountedPrice(100, 12.5)).toThrow(RangeError);
  });

  it("converts rupees to paise for the payment gateway", () => {
    expect(toPaise(850)).toBe(85_000);
    expect(toPaise(0)).toBe(0);
  });
});
