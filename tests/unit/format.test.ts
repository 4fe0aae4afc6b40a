import { describe, expect, it } from "vitest";
import { firstWords, formatCount, formatRupees, formatRupeesWithPaise, truncate } from "@/lib/format";

// What the shop wrote before it formatted by hand (lib/format.ts says why it no longer does).
const intlRupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const intlRupeesWithPaise = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });
const intlCount = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** Amounts a shop meets (prices, totals, refunds, paise) and the edges of rounding and grouping. */
function amounts(): number[] {
  const edges = [0, 0.004, 0.005, 0.5, 0.995, 1, 1.005, 1.015, 2.675, 9.995, 99.5, 199, 323.99, 499.5, 999, 999.995, 1000, 1299, 9999.5,
    99999, 100000, 129999, 999999.5, 1000000, 12345678.9, 99999999.995, 1e15, 123456789012345, 1e21, 1.2345e25, 1e-7, 5e-7, 0.1 + 0.2];
  let seed = 20261129;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const drawn: number[] = [];
  for (let i = 0; i < 3000; i++) {
    const scale = 10 ** Math.floor(random() * 9);
    drawn.push(Math.round(random() * scale * 1000) / 1000, Math.round(random() * scale) / 100, Math.floor(random() * scale));
  }
  return [...edges, ...drawn];
}

describe("rupee formatting", () => {
  it("groups digits the Indian way", () => {
    expect(formatRupees(129999)).toBe("₹1,29,999");
    expect(formatRupees(1000000)).toBe("₹10,00,000");
    expect(formatRupees(499)).toBe("₹499");
    expect(formatRupees(12345678)).toBe("₹1,23,45,678");
  });

  it("shows paise where the spec does", () => {
    expect(formatRupeesWithPaise(0)).toBe("₹0.00");
    expect(formatRupeesWithPaise(323.99)).toBe("₹323.99");
    expect(formatRupeesWithPaise(1.005)).toBe("₹1.01");
    expect(formatRupeesWithPaise(99999.995)).toBe("₹1,00,000.00");
  });

  it("writes what Intl's en-IN rupees write, for every amount, paise or not, either sign", () => {
    for (const amount of amounts()) {
      for (const value of [amount, -amount]) {
        // Intl writes "-₹0" for an amount that rounds to nothing; the shop writes "₹0" (below).
        const intl = intlRupees.format(value);
        expect(formatRupees(value), String(value)).toBe(intl === "-₹0" ? "₹0" : intl);
        const intlWithPaise = intlRupeesWithPaise.format(value);
        expect(formatRupeesWithPaise(value), String(value)).toBe(intlWithPaise === "-₹0.00" ? "₹0.00" : intlWithPaise);
      }
    }
  });

  it("never writes a minus before nothing", () => {
    expect(formatRupees(-0)).toBe("₹0");
    expect(formatRupees(-0.4)).toBe("₹0");
    expect(formatRupeesWithPaise(-0.001)).toBe("₹0.00");
    expect(formatRupees(-1299)).toBe("-₹1,299");
  });

  it("writes a broken amount as Intl would rather than throwing inside a page", () => {
    expect(formatRupees(Number.NaN)).toBe(intlRupees.format(Number.NaN));
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe(intlRupees.format(Number.POSITIVE_INFINITY));
    expect(formatRupees(Number.NEGATIVE_INFINITY)).toBe(intlRupees.format(Number.NEGATIVE_INFINITY));
  });
});

describe("count formatting", () => {
  it("writes what toLocaleString('en-IN') writes for whole counts", () => {
    for (const count of [0, 7, 999, 1000, 2000, 15000, 100000, 250000, 9999999, 123456789])
      expect(formatCount(count)).toBe(count.toLocaleString("en-IN"));
    for (const amount of amounts()) expect(formatCount(amount), String(amount)).toBe(intlCount.format(amount) === "-0" ? "0" : intlCount.format(amount));
  });
});

describe("text cuts", () => {
  it("keeps the first words and marks the cut", () => {
    expect(firstWords("Beast Mode Oversized Gym Tee Black", 4)).toBe("Beast Mode Oversized Gym...");
    expect(firstWords("Dog Dad Tee", 5)).toBe("Dog Dad Tee");
  });

  it("cuts descriptions at 130 characters", () => {
    const text = "a".repeat(200);
    expect(truncate(text, 130)).toBe(`${"a".repeat(130)}...`);
    expect(truncate("short", 130)).toBe("short");
  });
});
