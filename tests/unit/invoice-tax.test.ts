import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinRefusal } from "@/lib/invoices/gstin";
import { invoiceRupees } from "@/lib/invoices/money-text";
import { documentNumber, financialYear, istDay } from "@/lib/invoices/numbering";
import { gstRate, hsnOfCategory, HSN_TABLE, RATE_TABLE } from "@/lib/invoices/rates";
import { invoiceDrafts, shareOut, splitTax, taxLines, totalsOf, type OrderedLine } from "@/lib/invoices/tax";
import { couponDiscount, lineTotal } from "@/lib/pricing";
import { CATEGORIES } from "@/lib/seed/catalogue-data";
import { slugify } from "@/lib/text/slug";

const DAY = "2025-11-27";

describe("GSTIN", () => {
  it("accepts published GSTINs and finds their check characters", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("29AAGCB7383J1Z")).toBe("4");
    expect(gstinRefusal("27AAPFU0939F1ZV", "Maharashtra")).toBeUndefined();
  });

  it("refuses a wrong check character, a wrong shape and another state's code", () => {
    expect(gstinRefusal("27AAPFU0939F1ZW", "Maharashtra")?.message).toMatch(/last character/);
    expect(gstinRefusal("27AAPFU0939F1Z", "Maharashtra")?.message).toMatch(/15 characters/);
    expect(gstinRefusal("27aapfu0939f1zv", "Maharashtra")?.message).toMatch(/15 characters/);
    expect(gstinRefusal("27AAPFU0939F1ZV", "Rajasthan")).toEqual({ field: "gstin", message: "a GSTIN of Rajasthan begins with 08." });
    expect(gstinRefusal("27AAPFU0939F1ZV", "Atlantis")?.field).toBe("state");
  });

  it("catches any one character mistyped", () => {
    const valid = "27AAPFU0939F1ZV";
    const characters = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    for (let i = 0; i < 14; i++) {
      for (const c of characters) {
        if (c === valid[i]) continue;
        const typo = valid.slice(0, i) + c + valid.slice(i + 1);
        if (/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(typo) && typo.startsWith("27")) expect(gstinRefusal(typo, "Maharashtra"), typo).toBeDefined();
      }
    }
  });
});

describe("rates and HSN codes", () => {
  it("gives every seeded category a code the rate table knows", () => {
    for (const category of CATEGORIES) {
      const hsn = hsnOfCategory(slugify(category.name));
      expect(HSN_TABLE.codes[hsn], category.name).toBeDefined();
      expect(() => gstRate(hsn, 79_900, 1, DAY)).not.toThrow();
    }
  });

  it("has a rate today for the code of every seeded category, and for every code the shop knows, in each slab", () => {
    const today = istDay(new Date());
    const codes = new Set([...CATEGORIES.map((category) => hsnOfCategory(slugify(category.name))), ...Object.keys(HSN_TABLE.codes)]);
    for (const hsn of codes) {
      for (const paise of [100, 79_900, 262_500, 262_600, 10_000_000]) expect(() => gstRate(hsn, paise, 1, today), `${hsn} at ${paise} paise on ${today}`).not.toThrow();
    }
  });

  it("taxes caps (6505) as apparel from 22 Sep 2025: 5% up to Rs 2,500 a piece before tax, 18% above", () => {
    expect(gstRate("6505", 49_900, 1, DAY)).toBe(5);
    expect(gstRate("6505", 262_500, 1, DAY)).toBe(5);
    expect(gstRate("6505", 262_600, 1, DAY)).toBe(18);
    expect(() => gstRate("6505", 49_900, 1, "2025-09-21")).toThrow(/no GST rate for headgear/);
  });

  it("taxes apparel at 5% up to Rs 2,500 a piece before tax and 18% above, from 22 Sep 2025", () => {
    expect(gstRate("6109", 262_500, 1, DAY)).toBe(5); // 2,500.00 + 5%
    expect(gstRate("6109", 262_600, 1, DAY)).toBe(18);
    expect(gstRate("6110", 525_000, 2, DAY)).toBe(5); // two pieces of 2,625
    expect(gstRate("6110", 525_200, 2, DAY)).toBe(18);
  });

  it("takes the rates in force on the invoice's day", () => {
    expect(gstRate("6109", 120_000, 1, "2025-09-21")).toBe(12); // above Rs 1,000 before 22 Sep 2025
    expect(gstRate("6109", 105_000, 1, "2025-09-21")).toBe(5);
    expect(gstRate("6109", 120_000, 1, "2025-09-22")).toBe(5);
    expect(gstRate("6912", 30_000, 1, "2025-09-21")).toBe(12);
    expect(gstRate("6912", 30_000, 1, "2025-09-22")).toBe(5);
  });

  it("refuses a code without a rate rather than guess one", () => {
    const withoutHeadgear = RATE_TABLE.filter((entry) => entry.taxClass !== "headgear");
    expect(() => gstRate("6505", 30_000, 1, DAY, withoutHeadgear)).toThrow(/no GST rate for headgear/);
    expect(() => gstRate("9999", 30_000, 1, DAY)).toThrow(/not in the shop's HSN table/);
  });
});

describe("numbers and dates", () => {
  it("dates in India's time and starts the financial year on 1 April", () => {
    expect(istDay(new Date("2026-03-31T18:29:59Z"))).toBe("2026-03-31");
    expect(istDay(new Date("2026-03-31T18:30:00Z"))).toBe("2026-04-01");
    expect(financialYear(new Date("2026-03-31T18:29:59Z"))).toBe("2025-26");
    expect(financialYear(new Date("2026-03-31T18:30:00Z"))).toBe("2026-27");
    expect(financialYear(new Date("2099-12-31T00:00:00Z"))).toBe("2099-00");
  });

  it("prints numbers of at most 16 characters", () => {
    expect(documentNumber("invoice", "2025-26", 42)).toBe("INV/2526/000042");
    expect(documentNumber("credit_note", "2025-26", 999_999).length).toBeLessThanOrEqual(16);
  });

  it("prints rupees with Indian grouping", () => {
    expect(invoiceRupees(123_456_789)).toBe("Rs. 12,34,567.89");
    expect(invoiceRupees(5)).toBe("Rs. 0.05");
  });
});

describe("sharing out", () => {
  it("gives whole shares that add up, by largest remainder", () => {
    expect(shareOut(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareOut(100, [0, 0])).toEqual([50, 50]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 1, maxLength: 8 }), (total, weights) => {
        const shares = shareOut(total, weights);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        expect(shares.every((share) => Number.isInteger(share) && share >= 0)).toBe(true);
      }),
    );
  });
});

const SHOPS = ["shop-a", "shop-b", "shop-c"];
const line = fc.record({
  sellerId: fc.constantFrom(...SHOPS),
  hsn: fc.constantFrom("6109", "6110", "6912"),
  quantity: fc.integer({ min: 1, max: 10 }),
  price: fc.integer({ min: 1, max: 9_999 }),
  discount: fc.integer({ min: 0, max: 90 }),
});

describe("an order's invoices", () => {
  it("add up to what the shopper pays, to the paisa, and each line is taxable value plus tax", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.constantFrom(...SHOPS), { nil: null }),
        fc.integer({ min: 0, max: 499 }),
        fc.integer({ min: 0, max: 99 }),
        fc.boolean(),
        (drawn, couponPercent, couponShop, shipping, codFee, intraState) => {
          const lines: OrderedLine[] = drawn.map((l, i) => ({ ...l, orderLineId: `line-${i}`, description: `Tee ${i}` }));
          const covered = lines.filter((l) => couponShop === null || l.sellerId === couponShop);
          const base = covered.reduce((sum, l) => sum + lineTotal(l.price, l.discount, l.quantity), 0);
          const off = couponDiscount(base, couponPercent);
          const goods = lines.reduce((sum, l) => sum + lineTotal(l.price, l.discount, l.quantity), 0);
          const charges = [
            { description: "Shipping charges", rupees: shipping },
            { description: "Cash on delivery fee", rupees: codFee },
          ].filter((charge) => charge.rupees > 0);
          const drafts = invoiceDrafts({ lines, couponDiscount: off, couponSellerId: couponShop, charges });

          expect(drafts.map((draft) => draft.sellerId).sort()).toEqual([...new Set(lines.map((l) => l.sellerId))].sort());
          let paise = 0;
          for (const draft of drafts) {
            const taxed = taxLines(draft, DAY, intraState);
            for (const t of taxed) {
              expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(t.valuePaise);
              expect(t.valuePaise % 100).toBe(0);
              expect(t.taxablePaise).toBeGreaterThanOrEqual(0);
              if (intraState) {
                expect(t.igstPaise).toBe(0);
                expect(t.cgstPaise - t.sgstPaise).toBeGreaterThanOrEqual(0);
                expect(t.cgstPaise - t.sgstPaise).toBeLessThanOrEqual(1);
              } else expect(t.cgstPaise + t.sgstPaise).toBe(0);
              // The tax is the rate's, to within half a paisa of the taxable value's rounding.
              expect(Math.abs(t.taxablePaise * (100 + t.ratePercent) - t.valuePaise * 100)).toBeLessThanOrEqual((100 + t.ratePercent) / 2);
            }
            const totals = totalsOf(taxed);
            expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(totals.totalPaise);
            paise += totals.totalPaise;
          }
          expect(paise).toBe((goods - off + shipping + codFee) * 100);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it("keeps a shop's coupon on that shop's invoice", () => {
    const lines: OrderedLine[] = [
      { orderLineId: "a", sellerId: "shop-a", description: "Tee", hsn: "6109", quantity: 1, price: 1000, discount: 0 },
      { orderLineId: "b", sellerId: "shop-b", description: "Hoodie", hsn: "6110", quantity: 1, price: 1000, discount: 0 },
    ];
    const [a, b] = invoiceDrafts({ lines, couponDiscount: 100, couponSellerId: "shop-b", charges: [{ description: "Shipping charges", rupees: 51 }] });
    expect(a!.lines.map((l) => l.valuePaise)).toEqual([100_000, 2_700]);
    expect(b!.lines.map((l) => l.valuePaise)).toEqual([90_000, 2_400]);
  });

  it("splits CGST and SGST within the supplier's state and charges IGST across states", () => {
    expect(splitTax(105_000, 5, true)).toEqual({ taxablePaise: 100_000, cgstPaise: 2_500, sgstPaise: 2_500, igstPaise: 0 });
    expect(splitTax(105_000, 5, false)).toEqual({ taxablePaise: 100_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 5_000 });
    // 799 at 5%: 760.952... -> 760.95, tax 38.05, the odd paisa to CGST.
    expect(splitTax(79_900, 5, true)).toEqual({ taxablePaise: 76_095, cgstPaise: 1_903, sgstPaise: 1_902, igstPaise: 0 });
  });

  it("taxes shipping at the rate of the line of the largest value", () => {
    const [draft] = invoiceDrafts({
      lines: [
        { orderLineId: "a", sellerId: "s", description: "Tee", hsn: "6109", quantity: 1, price: 500, discount: 0 },
        { orderLineId: "b", sellerId: "s", description: "Jacket", hsn: "6110", quantity: 1, price: 3000, discount: 0 },
      ],
      couponDiscount: 0,
      couponSellerId: null,
      charges: [{ description: "Shipping charges", rupees: 99 }],
    });
    const taxed = taxLines(draft!, DAY, false);
    expect(taxed.map((t) => [t.hsn, t.ratePercent])).toEqual([
      ["6109", 5],
      ["6110", 18],
      ["6110", 18],
    ]);
  });
});
