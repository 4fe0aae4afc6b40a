import { FILTER_COLOURS } from "./filter-options";

/**
 * The shop's own words, as shoppers type them: the groups of words that ask for the same thing,
 * their plurals and other spellings, the colours, and the words that say who a design is for
 * rather than what it is. Plain data and small functions over it (lib/catalog/search-terms.ts
 * uses them); every word here is compacted (lower case, no spaces or hyphens).
 */

/**
 * Words that ask for the same thing. A word of the term in a group matches any of the group's
 * forms, so "tees" finds "Graphic T-Shirt", "sweatshirt" the hoodies, "pillow" the cushion,
 * "cup" the mugs and "dog" the Pets designs (a dog lover shops for pets; the dog's own designs
 * rank first, since they contain the word as typed).
 */
export const WORD_GROUPS: readonly (readonly string[])[] = [
  ["tshirt", "tee"],
  ["hoodie", "hoody", "sweatshirt"],
  ["mug", "cup"],
  ["tank"],
  ["cushion", "pillow"],
  ["keychain"],
  ["bottle", "sipper"],
  ["dog", "pet"],
];

/** Plurals and spellings of the shop's words, each to a form of its group. */
export const WORD_SPELLINGS: Record<string, string> = {
  tshirts: "tshirt",
  teeshirt: "tshirt",
  teeshirts: "tshirt",
  tees: "tee",
  hoodies: "hoodie",
  hoodys: "hoodie",
  sweatshirts: "sweatshirt",
  mugs: "mug",
  cups: "cup",
  tanks: "tank",
  tanktop: "tank",
  tanktops: "tank",
  cushions: "cushion",
  pillows: "pillow",
  keychains: "keychain",
  keyrings: "keychain",
  keyring: "keychain",
  bottles: "bottle",
  sippers: "sipper",
  dogs: "dog",
  pets: "pet",
};

/**
 * Words that say who a design is for, not what it shows ("dog lover", "cat lovers", "cricket
 * fan"): no name holds them, so a term keeps them only when it has nothing else.
 */
export const FOR_WHOM_WORDS: ReadonlySet<string> = new Set(["lover", "lovers", "fan", "fans"]);

/** The filters' colours by the words shoppers type for them ("grey" is the filter's Gray). */
export const COLOUR_WORDS: ReadonlyMap<string, string> = new Map([
  ...FILTER_COLOURS.map((colour) => [colour.toLowerCase(), colour] as const),
  ["grey", "Gray"],
]);

/** Every word the shop knows the forms of: a typo is corrected towards these. */
const KNOWN_WORDS: readonly string[] = [...new Set([...WORD_GROUPS.flat(), ...Object.keys(WORD_SPELLINGS)])];

/**
 * The number of single-letter edits (insert, delete, replace, swap two neighbours) between a and
 * b, or more than `max` as soon as it is known to exceed it.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Optimal string alignment: three rows of the classic table.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The shop's word a typo most likely meant ("tshrt" tshirt, "hoddie" hoodie, "cusion" cushion),
 * or undefined. Trigrams cannot tell these: a short word with one letter wrong shares half its
 * trigrams with the right one (word similarity 0.2-0.5, under the 0.6 that near spellings of
 * names need). One edit from 4 letters, two from 8; a known word is never corrected.
 */
export function meantWord(word: string): string | undefined {
  if (word.length < 4 || KNOWN_WORDS.includes(word) || COLOUR_WORDS.has(word)) return undefined;
  const max = word.length >= 8 ? 2 : 1;
  let best: { word: string; distance: number } | undefined;
  for (const known of KNOWN_WORDS) {
    if (known.length < 4) continue; // "cup", "pet", "mug", "tee": one edit makes them anything
    const distance = editDistance(word, known, max);
    if (distance <= max && (!best || distance < best.distance)) best = { word: known, distance };
  }
  return best?.word;
}
