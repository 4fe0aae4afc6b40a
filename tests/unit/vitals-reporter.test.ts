import { describe, expect, it } from "vitest";
import { deviceClassOf } from "@/components/vitals/device-class";
import { pageTypeOf } from "@/components/vitals/page-type";
import { DEFAULT_SAMPLE_PERCENT, samplePercent } from "@/lib/vitals/sample-percent";

describe("the Web Vitals reporter", () => {
  it.each([
    ["/", "home"],
    ["/collections", "collections"],
    ["/collections?color=Black", "collections"],
    ["/category-data/fitness", "collections"],
    ["/products/search/hoodie", "collections"],
    ["/product/details/rangoli-tee", "product"],
    ["/product/details/rangoli-tee/reviews/2", "product"],
    ["/blog", "blog"],
    ["/blogdetail/monsoon-prints", "blog"],
    ["/gift-store", "gift-store"],
    ["/cart", "cart"],
    ["/checkout", "checkout"],
    ["/shiping", "checkout"],
    ["/payment", "checkout"],
    ["/dashboard/order/details/0b0e0c8e-3f0a-4c55-9b0e-6a4b3c2d1e0f", "account"],
    ["/dashboard-client", "account"],
    ["/wishlist", "account"],
    ["/login", "account"],
    ["/privacy", "other"],
    ["/no-such-page", "other"],
    ["/constructor", "other"],
    ["/cartoons", "other"],
  ])("counts %s as a %s page", (pathname, type) => {
    expect(pageTypeOf(pathname.split("?")[0]!)).toBe(type);
  });

  it("tells phone, tablet and desktop apart where the shop's layout changes", () => {
    expect([360, 390, 767, 768, 1023, 1024, 1280].map(deviceClassOf)).toEqual(["phone", "phone", "phone", "tablet", "tablet", "desktop", "desktop"]);
  });

  it("samples 25% of page views unless VITALS_SAMPLE_PERCENT says otherwise, and a bad value stops the build", () => {
    expect(samplePercent(undefined)).toBe(DEFAULT_SAMPLE_PERCENT);
    expect(samplePercent("")).toBe(25);
    expect(samplePercent("100")).toBe(100);
    expect(samplePercent("0")).toBe(0);
    expect(samplePercent("2.5")).toBe(2.5);
    for (const bad of ["-1", "101", "all", "25%"]) expect(() => samplePercent(bad), bad).toThrow(/VITALS_SAMPLE_PERCENT/);
  });
});
