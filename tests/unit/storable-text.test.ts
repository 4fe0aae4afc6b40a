import { describe, expect, it } from "vitest";
import { findUnstorableText, isStorableText, storableString, toStorableText } from "@/lib/text/storable";

describe("storable text", () => {
  it("refuses a NUL character and unpaired surrogates, and takes any real Unicode", () => {
    expect(isStorableText("Tee for Bapu 🐾 हिंदी")).toBe(true);
    expect(isStorableText("a\0b")).toBe(false);
    expect(isStorableText("a\ud800b")).toBe(false);
    expect(isStorableText("\udfff")).toBe(false);
    expect(isStorableText("tab\tand\nnewline")).toBe(true);
  });

  it("finds the first unstorable string in a JSON value, keys included, however deep", () => {
    expect(findUnstorableText({ name: "Asha", tags: ["ok", "fine"] })).toBeUndefined();
    expect(findUnstorableText({ name: "Asha", lines: [{ size: "M" }, { size: "L\0" }] })).toEqual({ path: "lines.1.size" });
    expect(findUnstorableText({ ["k\ud800"]: 1 })).toEqual({ path: "(a field name)" });
    expect(findUnstorableText("x\0")).toEqual({ path: "" });
    let deep: unknown = "bottom\0";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)?.path.split(".").length).toBe(100_000);
  });

  it("cleans a shopper's search text instead of refusing it", () => {
    expect(toStorableText("te\0e")).toBe("tee");
    expect(toStorableText("🐾".slice(0, 1))).toBe("\ufffd");
  });

  it("gives zod schemas the same rule", () => {
    expect(storableString().safeParse("tee").success).toBe(true);
    expect(storableString().safeParse("t\0ee").success).toBe(false);
  });
});
