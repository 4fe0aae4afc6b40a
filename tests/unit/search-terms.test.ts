import { describe, expect, it } from "vitest";
import { asksForAnyGift, compact, normaliseSearchTerm, SEARCH_TERM_MAX, searchForms, searchPlan } from "@/lib/catalog/search-terms";
import { editDistance, meantWord } from "@/lib/catalog/search-vocabulary";

describe("normaliseSearchTerm", () => {
  it.each([
    ["  Hoodie ", "hoodie"],
    ["BEAST   mode", "beast mode"],
    ["T-Shirt", "t-shirt"],
    ["“Dog Dad”!", "dog dad"],
    ["dog 🐶 dad", "dog dad"],
    ["🐶🐱", ""],
    ["- ' --", ""],
    ["don’t stop", "don't stop"],
    ["ＨＯＯＤＩＥ", "hoodie"],
    ["100% cotton", "100% cotton"],
    ["snake_case", "snake_case"],
    ["a\u0000b\u200bc", "a b c"],
    ["\\", ""],
  ])("%j -> %j", (raw, term) => {
    expect(normaliseSearchTerm(raw)).toBe(term);
  });

  it(`cuts the term to ${SEARCH_TERM_MAX} characters, never inside one`, () => {
    expect(normaliseSearchTerm("a".repeat(10_000))).toBe("a".repeat(SEARCH_TERM_MAX));
    const emoji = normaliseSearchTerm("é".repeat(SEARCH_TERM_MAX + 5));
    expect([...emoji]).toHaveLength(SEARCH_TERM_MAX);
    expect(emoji.isWellFormed()).toBe(true);
  });

  it("is idempotent", () => {
    for (const raw of ["  T  Shirt!! ", "Over-Sized tee", "🐶 dog–dad"]) {
      expect(normaliseSearchTerm(normaliseSearchTerm(raw))).toBe(normaliseSearchTerm(raw));
    }
  });
});

describe("searchForms", () => {
  it("gives every spelling of a T-shirt the same forms", () => {
    const forms = ["tshirt", "t shirt", "t-shirt", "tee", "tees", "tshirts", "T-Shirts", "tee shirt"].map((raw) =>
      searchForms(normaliseSearchTerm(raw)).filter((form) => form === "tshirt" || form === "tee"),
    );
    for (const found of forms) expect(new Set(found)).toEqual(new Set(["tshirt", "tee"]));
  });

  it("ignores hyphens and spaces", () => {
    expect(searchForms(normaliseSearchTerm("over-sized"))).toContain("oversized");
    expect(searchForms(normaliseSearchTerm("over sized"))).toContain("oversized");
    expect(compact("drop-shoulder don't")).toBe("dropshoulderdont");
  });

  it("combines the forms of several words, the typed one first, at most 8", () => {
    expect(searchForms("black tees")).toEqual(["blacktees", "blacktshirt", "blacktee"]);
    expect(searchForms("tee tee tee tee")).toHaveLength(8);
    expect(searchForms("")).toEqual([]);
  });

  it("maps plurals of the shop's words", () => {
    expect(searchForms("mugs")).toContain("mug");
    expect(searchForms("hoodies")).toEqual(expect.arrayContaining(["hoodie", "hoody"]));
  });
});

describe("asksForAnyGift", () => {
  it("is true only for words that just say gift", () => {
    expect(asksForAnyGift("gifts")).toBe(true);
    expect(asksForAnyGift("gift")).toBe(true);
    expect(asksForAnyGift("gift mug")).toBe(false);
    expect(asksForAnyGift("")).toBe(false);
  });
});

describe("typos of the shop's words", () => {
  it("are read as the word meant, one letter off from 4 letters, two from 8", () => {
    expect(meantWord("tshrt")).toBe("tshirt");
    expect(meantWord("hoddie")).toBe("hoodie");
    expect(meantWord("cusion")).toBe("cushion");
    expect(meantWord("sweatshrit")).toBe("sweatshirt");
    expect(meantWord("hoodie")).toBeUndefined(); // a known word stays itself
    expect(meantWord("mode")).toBeUndefined();
    expect(meantWord("cap")).toBeUndefined(); // too short to tell
    expect(meantWord("hoddei")).toBeUndefined(); // a change and a swap: 2 edits, and 6 letters allow 1
  });

  it("counts a swap of neighbours as one edit", () => {
    expect(editDistance("hoodie", "hoodei", 2)).toBe(1);
    expect(editDistance("tshirt", "tshrt", 2)).toBe(1);
    expect(editDistance("abc", "xyz", 1)).toBe(2);
  });

  it("match as typed and as the word meant", () => {
    expect(searchForms("tshrt")).toEqual(["tshrt", "tshirt", "tee"]);
  });
});

describe("searchPlan", () => {
  it("sets colours apart as a filter, in the filters' spelling", () => {
    expect(searchPlan("oversized black")).toEqual({ text: "oversized", words: [], colours: ["Black"] });
    expect(searchPlan("grey hoodie")).toEqual({ text: "hoodie", words: [], colours: ["Gray"] });
    expect(searchPlan("navy")).toEqual({ text: "", words: [], colours: ["Navy"] });
  });

  it("drops the words that say who a design is for, unless nothing else is left", () => {
    expect(searchPlan("dog lover")).toEqual({ text: "dog", words: [], colours: [] });
    expect(searchPlan("fans")).toEqual({ text: "fans", words: [], colours: [] });
  });

  it("keeps the words of a term of several apart", () => {
    expect(searchPlan("dog t shirt")).toEqual({ text: "dog t shirt", words: ["dog", "tshirt"], colours: [] });
  });
});
