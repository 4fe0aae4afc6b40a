import { describe, expect, it } from "vitest";
import { createByteLru } from "@/server/cache/byte-lru.mjs";

describe("a byte-budgeted LRU", () => {
  it("drops the least recently used to make room for a new entry", () => {
    const lru = createByteLru(10);
    lru.set("a", "A", 4);
    lru.set("b", "B", 4);
    lru.get("a"); // a is now the most recently used
    lru.set("c", "C", 4);
    expect([lru.peek("a"), lru.peek("b"), lru.peek("c")]).toEqual(["A", undefined, "C"]);
    expect(lru.bytes).toBe(8);
  });

  it("grows an entry (its compressed copies) by dropping others, never the entry itself", () => {
    const lru = createByteLru(10);
    lru.set("old", "O", 3);
    lru.set("page", "P", 4);
    expect(lru.grow("page", 3)).toBe(true); // 10: fits
    expect(lru.peek("old")).toBe("O");
    expect(lru.grow("page", 2)).toBe(true); // 12: "old" goes
    expect(lru.peek("old")).toBeUndefined();
    expect(lru.bytes).toBe(9);
    expect(lru.grow("page", 2)).toBe(false); // 11 on its own: refused, nothing counted
    expect(lru.peek("page")).toBe("P");
    expect(lru.bytes).toBe(9);
    expect(lru.grow("gone", 1)).toBe(false);
  });
});
