import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AboutUs } from "@/components/content/about-us";
import { BrandStory } from "@/components/content/brand-story";
import { PrivacyPolicy } from "@/components/content/privacy-policy";
import { RefundPolicy } from "@/components/content/refund-policy";
import { TermsAndConditions } from "@/components/content/terms";
import { parseConfig } from "@/lib/config";
import { policies, policyText } from "@/lib/policies";
import { BLOGS } from "@/lib/seed/blogs-data";
import { shopContact } from "@/lib/shop-contact";

/** The words a shopper reads on a page: its markup rendered, tags dropped, spaces collapsed. */
function pageText(page: ComponentType): string {
  return renderToStaticMarkup(createElement(page))
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const pages = {
  story: pageText(BrandStory),
  about: pageText(AboutUs),
  privacy: pageText(PrivacyPolicy),
  refund: pageText(RefundPolicy),
  terms: pageText(TermsAndConditions),
};

/** Every "N hours", "N days", "N-day" or "N to M business days" a text states. */
function durations(text: string): string[] {
  return [...text.matchAll(/\b(\d+(?: to \d+)?)[ -](business days?|days?|hours?)\b/g)].map(
    ([, amount, unit]) => `${amount} ${unit!.replace(/s$/, "")}`,
  );
}

const allowed = new Set([
  `${policies.dispatchWithinHours} hour`,
  `${policies.deliveryBusinessDays.from} to ${policies.deliveryBusinessDays.to} business day`,
  `${policies.returnWindowDays} day`,
  `${policies.defectClaimDays} day`,
  `${policies.missingItemReportHours} hour`,
  `${policies.refundStartsHoursAfterReturn} hour`,
  `${policies.refundBusinessDays.from} to ${policies.refundBusinessDays.to} business day`,
  `${policies.savedAddressDays} day`,
]);

describe("the shop's policy facts", () => {
  it("are the shop's own, with 7-day returns and the 2021 founding", () => {
    expect(policies).toMatchObject({
      foundedYear: 2021,
      happyCustomers: 50_000,
      dispatchWithinHours: 48,
      deliveryBusinessDays: { from: 1, to: 8 },
      returnWindowDays: 7,
      defectClaimDays: 7,
      missingItemReportHours: 48,
      refundStartsHoursAfterReturn: 48,
      refundBusinessDays: { from: 7, to: 10 },
      freeShippingInIndia: true,
    });
  });

  it("promise free shipping only while orders are charged no shipping fee by default", () => {
    expect(parseConfig({}).shippingFee).toBe(0);
  });
});

describe("the policy pages", () => {
  it("state no duration that is not one of the policy facts", () => {
    expect(durations(pages.refund).length).toBeGreaterThanOrEqual(8);
    for (const [name, text] of Object.entries(pages)) {
      for (const duration of durations(text)) expect(allowed, `${name}: "${duration}"`).toContain(duration);
    }
  });

  it("are not contradicted by the demo blog posts: delivery is the policy's only promise", () => {
    const blogText = JSON.stringify(BLOGS);
    expect(blogText).toContain(`reaches you in ${policyText.delivery}`);
    for (const duration of durations(blogText)) expect(allowed, `blog: "${duration}"`).toContain(duration);
  });

  it("never repeat the old contradictions: a 30-day return, a ₹70 shipping fee, a 2015 founding", () => {
    for (const [name, text] of Object.entries(pages)) {
      expect(text, name).not.toMatch(/30[- ]day/i);
      expect(text, name).not.toMatch(/(₹|Rs\.?)\s*70\b/);
      expect(text, name).not.toMatch(/\b2015\b/);
    }
  });

  it("give shipping, returns, defects, missing items and refunds in the same numbers", () => {
    expect(pages.refund).toContain("Shipping is free on every order delivered in India");
    expect(pages.refund).toContain("dispatched within 48 hours");
    expect(pages.refund).toContain("1 to 8 business days");
    expect(pages.refund).toContain("within 7 days of delivery");
    expect(pages.refund).toMatch(/missing item within 48 hours of delivery , with an unboxing video/i);
    expect(pages.refund).toMatch(/check it within 48 hours .* processed in 7 to 10 business days/);
    expect(pages.refund).toMatch(/Personalised items .* final sale/);
    expect(pages.refund).toContain("orders delivered outside India cannot be returned");

    expect(pages.terms).toContain("Defects must be reported within 7 days of delivery");
    expect(pages.terms).toContain("returned within 7 days of delivery");
    expect(pages.terms).toContain("dispatch every order within 48 hours");
    expect(pages.terms).toContain("Shipping is free across India");
    expect(pages.about).toContain("7-day returns");
  });

  it("tell one founding year and one customer count on the brand story and About page", () => {
    for (const text of [pages.story, pages.about]) {
      const years = text.match(/\b(19|20)\d{2}\b/g) ?? [];
      expect(years.length).toBeGreaterThan(0);
      expect(new Set(years)).toEqual(new Set(["2021"]));
      expect(text).toContain("50,000");
    }
  });

  it("give the shop's own contact details", () => {
    for (const text of Object.values(pages)) {
      expect(text).toContain(shopContact().email);
      expect(text).toContain(shopContact().phone);
    }
  });
});
