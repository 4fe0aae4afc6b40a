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

import { COLOUR_WORDS, FOR_WHOM_WORDS, meantWord, WORD_GROUPS, WORD_SPELLINGS } from "./search-vocabulary";

/** The longest term searched: enough for any product name a shopper types, little to scan. */
export const SEARCH_TERM_MAX = 60;

/** Symbols that mean something in a name ("100% Cotton", "snake_case", "M&M", "C++"); kept as typed. */
const KEPT_SYMBOLS = "%&_+";

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

/** The term's words, compacted, with "t shirt", "tee shirt" and "sweat shirt" joined into one word. */
function termWords(term: string): string[] {
  const words = term.split(" ").map(compact).filter(Boolean);
  const joined: string[] = [];
  for (const word of words) {
    const previous = joined.at(-1);
    if ((previous === "t" || previous === "tee") && /^shirts?$/.test(word)) joined[joined.length - 1] = `t${word}`;
    else if (previous === "sweat" && /^shirts?$/.test(word)) joined[joined.length - 1] = `sweat${word}`;
    else joined.push(word);
  }
  return joined;
}

/**
 * The forms a compacted word matches: its group's forms when it is one of the shop's words; a
 * typo of one ("tshrt", "hoddie") matches as typed and as the word it meant.
 */
export function wordForms(word: string): readonly string[] {
  const spelled = WORD_SPELLINGS[word] ?? word;
  const group = WORD_GROUPS.find((forms) => forms.includes(spelled));
  if (group) return group;
  const meant = meantWord(word);
  return meant ? [word, ...wordForms(meant)] : [spelled];
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

/**
 * What a term asks for, once its colours and its for-whom words are set apart ("oversized black":
 * the text "oversized" in Black; "dog lover": the text "dog").
 */
export type SearchPlan = {
  /** The term without them, spaced as typed: what names are ranked by. Empty when only colours were typed. */
  text: string;
  /** The text's words, compacted, when it has more than one: a name holding a form of each matches too. */
  words: string[];
  /** The colours named, in the filters' spelling: the products must come in one of them. */
  colours: string[];
};

export function searchPlan(term: string): SearchPlan {
  const colours = new Set<string>();
  const kept: string[] = [];
  for (const token of term.split(" ").filter(Boolean)) {
    const colour = COLOUR_WORDS.get(compact(token));
    if (colour) colours.add(colour);
    else if (!FOR_WHOM_WORDS.has(compact(token))) kept.push(token);
  }
  // Only for-whom words ("fans"): search them as typed rather than nothing.
  const text = kept.length > 0 || colours.size > 0 ? kept.join(" ") : term;
  const words = termWords(text);
  return { text, words: words.length > 1 ? words : [], colours: [...colours] };
}
