import { describe, expect, it } from "vitest";
import { amountToPay, cartPrice, couponBase, couponDiscount, discountedPrice, lineTotal, shortOf, toPaise } from "@/lib/pricing";

describe("displayed price (price - floor(price x discount / 100))", () => {
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

describe("cart totals", () => {
  it("charges each line its displayed price times its quantity", () => {
    expect(lineTotal(999, 15, 3)).toBe(2550); // 850 x 3, not floor(2997 x 0.85)
    expect(lineTotal(499, 0, 1)).toBe(499);
    expect(lineTotal(499, 20, 0)).toBe(0);
  });

  it("adds the lines up, and an empty cart costs nothing", () => {
    const lines = [
      { price: 999, discount: 15, quantity: 2 }, // 1700
      { price: 499, discount: 33, quantity: 1 }, // 335
      { price: 1499, discount: 0, quantity: 3 }, // 4497
    ];
    expect(cartPrice(lines)).toBe(6532);
    expect(cartPrice([])).toBe(0);
  });

  it("refuses quantities that are not whole numbers", () => {
    expect(() => lineTotal(499, 10, 1.5)).toThrow(RangeError);
    expect(() => lineTotal(499, 10, -1)).toThrow(RangeError);
  });
});

describe("coupon discount (floor(price x discount / 100))", () => {
  it("floors, so the discount is never a fraction of a rupee more than the rule", () => {
    expect(couponDiscount(1335, 10)).toBe(133); // 133.5 -> 133
    expect(couponDiscount(999, 20)).toBe(199); // 199.8 -> 199
    expect(couponDiscount(1000, 15)).toBe(150);
    expect(couponDiscount(0, 50)).toBe(0);
  });

  it("matches the rule for every cart price and percent", () => {
    for (let price = 0; price <= 5000; price += 41) {
      for (let discount = 0; discount <= 100; discount += 3) {
        expect(couponDiscount(price, discount)).toBe(Math.floor((price * discount) / 100));
      }
    }
  });

  it("refuses amounts that are not whole rupees or percents", () => {
    expect(() => couponDiscount(99.5, 10)).toThrow(RangeError);
    expect(() => couponDiscount(100, 101)).toThrow(RangeError);
    expect(() => couponDiscount(100, -1)).toThrow(RangeError);
  });

  it("adds shipping on top of the discounted price", () => {
    expect(amountToPay({ price: 1335, couponDiscount: 133, shippingFee: 70 })).toBe(1272);
    expect(amountToPay({ price: 1335, couponDiscount: 0, shippingFee: 0 })).toBe(1335);
    expect(() => amountToPay({ price: 100, couponDiscount: 101, shippingFee: 0 })).toThrow(RangeError);
    expect(() => amountToPay({ price: 100, couponDiscount: 0, shippingFee: -5 })).toThrow(RangeError);
  });
});

describe("what a coupon covers (a coupon belongs to its shop)", () => {
  const shops = [
    { sellerId: "teerang", price: 820, items: 2 },
    { sellerId: "kalakaar", price: 2000, items: 1 },
  ];

  it("is its own shop's lines only, or every shop's for a coupon of no shop", () => {
    expect(couponBase(shops, "teerang")).toEqual({ price: 820, items: 2 });
    expect(couponBase(shops, "kalakaar")).toEqual({ price: 2000, items: 1 });
    expect(couponBase(shops, "elsewhere")).toEqual({ price: 0, items: 0 });
    expect(couponBase(shops, null)).toEqual({ price: 2820, items: 3 });
  });

  it("says how much a price is short of a minimum, never less than nothing", () => {
    expect(shortOf(820, 1000)).toBe(180);
    expect(shortOf(1000, 1000)).toBe(0);
    expect(shortOf(1200, 1000)).toBe(0);
  });
});
