/**
 * A shopper's search text, reduced to what it means, so "T-Shirt ", "tshirt" and "tee" ask for
 * the same thing and land on the same cache entry (a free-text field is an easy way to miss
 * every cache; issue 14, "Cache-miss abuse").
 *
 * Both sides of a match are "compacted": lower case, with spaces, hyphens, apostrophes and other
 * punctuation removed. The database compacts names the same way (searchKeySql in
 * lib/catalog/search-key.ts, served by a trigram index), so "oversized" finds "Over-Sized",
 * "dog dad" finds "DogDad" and "t shirt" finds "T-Shirt".
 */

/** The longest term searched: enough for any product name a shopper types, little to scan. */
export const SEARCH_TERM_MAX = 60;

/** Symbols that mean something in a name ("100% Cotton", "snake_case", "M&M", "C++"); kept as typed. */
const KEPT_SYMBOLS = "%&_+";

/**
 * The shop's own words and the forms they take. A word of the term in a group matches any of
 * the group's forms (compacted), so "tees" finds "Graphic T-Shirt" and "tshirt" finds "Gym Tee".
 */
const WORD_GROUPS: readonly (readonly string[])[] = [
  ["tshirt", "tee"],
  ["hoodie", "hoody"],
  ["sweatshirt"],
  ["mug"],
  ["tank"],
  ["cushion"],
  ["keychain"],
  ["bottle", "sipper"],
];

/** Plurals and spellings of the shop's words, each to its group's first form. */
const WORD_SPELLINGS: Record<string, string> = {
  tshirts: "tshirt",
  teeshirt: "tshirt",
  teeshirts: "tshirt",
  tees: "tee",
  hoodies: "hoodie",
  hoodys: "hoodie",
  sweatshirts: "sweatshirt",
  mugs: "mug",
  tanks: "tank",
  tanktop: "tank",
  tanktops: "tank",
  cushions: "cushion",
  keychains: "keychain",
  keyrings: "keychain",
  keyring: "keychain",
  bottles: "bottle",
  sippers: "sipper",
};

/** Words that only say "a gift": every gift answers them. */
const GIFT_WORDS = new Set(["gift", "gifts", "present", "presents"]);

/** How many spellings of a term are tried at most (each is one index probe). */
const MAX_FORMS = 8;

/**
 * The term as searched: NFKC (full-width letters to plain ones), lower case, every character
 * that carries no meaning in a name (punctuation other than KEPT_SYMBOLS, emoji, control and
 * invisible characters) turned into a space, spaces collapsed, cut to SEARCH_TERM_MAX
 * characters (never inside a character). Hyphens and apostrophes stay: they are dropped when
 * compacted, and the spaced form ranks names that contain it as typed. Empty: nothing to search.
 */
export function normaliseSearchTerm(raw: string): string {
  const cleaned = raw
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[‘’ʼ`´]/g, "'")
    .replace(/[‐‑‒–—−]/g, "-")
    .replace(new RegExp(`[^\\p{L}\\p{N}\\p{M}'\\-${KEPT_SYMBOLS}]+`, "gu"), " ")
    // A hyphen or apostrophe joins letters; alone or at a word's edge it means nothing.
    .replace(/(^|\s)['-]+|['-]+(?=\s|$)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
  return [...cleaned].slice(0, SEARCH_TERM_MAX).join("").trim();
}

/** A word (or the whole term) without spaces, hyphens or apostrophes, as lib/catalog/search-key.ts compacts names. */
export function compact(text: string): string {
  return text.replace(/[\s'-]+/g, "");
}

/** The term's words, compacted, with "t shirt" and "tee shirt" joined into one word. */
function termWords(term: string): string[] {
  const words = term.split(" ").map(compact).filter(Boolean);
  const joined: string[] = [];
  for (const word of words) {
    const previous = joined.at(-1);
    if ((previous === "t" || previous === "tee") && /^shirts?$/.test(word)) joined[joined.length - 1] = `t${word}`;
    else joined.push(word);
  }
  return joined;
}

/** The forms a compacted word matches: its group's forms when it is one of the shop's words. */
function wordForms(word: string): readonly string[] {
  const spelled = WORD_SPELLINGS[word] ?? word;
  return WORD_GROUPS.find((group) => group.includes(spelled)) ?? [spelled];
}

/**
 * The compacted strings a name (compacted too) may contain to match the term: one per
 * combination of its words' forms, at most MAX_FORMS, the term as typed first. Empty for an
 * empty term.
 */
export function searchForms(term: string): string[] {
  const words = termWords(term);
  if (words.length === 0) return [];
  let forms = [""];
  for (const word of words) {
    forms = forms.flatMap((start) => wordForms(word).map((form) => start + form)).slice(0, MAX_FORMS);
  }
  const typed = compact(term);
  return [...new Set([typed, ...forms])].slice(0, MAX_FORMS);
}

/** True when the term only asks for gifts ("gift", "presents"): then every gift answers it. */
export function asksForAnyGift(term: string): boolean {
  const words = term.split(" ").filter(Boolean);
  return words.length > 0 && words.every((word) => GIFT_WORDS.has(word));
}
