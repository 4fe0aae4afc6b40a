import { describe, expect, it } from "vitest";
import { LOW_STOCK, stockLineChanges } from "@/lib/catalog/stock-line";

describe("whether a product page reads differently after its stock moved", () => {
  it("does at and below the low-stock line, where every unit is shown, and at 0", () => {
    expect(LOW_STOCK).toBe(5);
    expect(stockLineChanges(1, 0)).toBe(true); // Out of stock
    expect(stockLineChanges(5, 4)).toBe(true); // Only 4 left
    expect(stockLineChanges(6, 5)).toBe(true); // In stock -> Only 5 left
    expect(stockLineChanges(0, 3)).toBe(true); // back in stock
    expect(stockLineChanges(4, 9)).toBe(true);
  });

  it("does not while the stock stays above it", () => {
    expect(stockLineChanges(40, 38)).toBe(false);
    expect(stockLineChanges(6, 7)).toBe(false);
    expect(stockLineChanges(3, 3)).toBe(false);
  });
});
