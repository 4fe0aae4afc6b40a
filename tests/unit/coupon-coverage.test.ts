import { describe, expect, it } from "vitest";
import { couponCoverageText } from "@/components/cart/coupon-coverage";

describe("couponCoverageText", () => {
  it("names the shop whose lines a shop's coupon covered, and what it took off", () => {
    expect(couponCoverageText("WELCOME10", { shopId: "s1", shopName: "TeeRang Originals", items: 2, price: 820 }, 82)).toBe(
      "WELCOME10 applied to 2 items from TeeRang Originals: −₹82",
    );
  });

  it("says one item, and no shop for a coupon of every shop", () => {
    expect(couponCoverageText("ADMIN5", { shopId: null, shopName: null, items: 1, price: 1200 }, 60)).toBe("ADMIN5 applied to 1 item: −₹60");
  });
});
