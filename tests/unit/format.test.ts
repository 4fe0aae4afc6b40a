import { describe, expect, it } from "vitest";
import { firstWords, formatRupees, formatRupeesWithPaise, truncate } from "@/lib/format";

describe("rupee formatting", () => {
  it("groups digits the Indian way", () => {
    expect(formatRupees(129999)).toBe("₹1,29,999");
    expect(formatRupees(1000000)).toBe("₹10,00,000");
    expect(formatRupees(499)).toBe("₹499");
  });

  it("shows paise where the spec does", () => {
    expect(formatRupeesWithPaise(0)).toBe("₹0.00");
    expect(formatRupeesWithPaise(323.99)).toBe("₹323.99");
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
