/**
 * The bad input the fuzz suite sends, by name. Mutations carry only these names, so a failing
 * case prints short and readable ("body.name: NUL inside") and is rebuilt exactly from its seed.
 */

/** Values put where a body field's value goes: wrong JSON types and odd numbers. */
export const JSON_VALUES = {
  "number 1e308": 1e308,
  "number -1": -1,
  "number 1.5": 1.5,
  "number 0": 0,
  true: true,
  false: false,
  null: null,
  "empty list": [],
  "list of text": ["a", "b"],
  "empty object": {},
  "query operator object": { $gt: "" },
} as const satisfies Record<string, unknown>;

const HUGE = "x".repeat(100_000);

/** Text put in place of a value (body field, query parameter, path param). */
export const TEXT_VALUES = {
  "empty text": "",
  "100 kB text": HUGE,
  "400 digits": "9".repeat(400),
  "text NaN": "NaN",
  "text -1": "-1",
  "text 1.5": "1.5",
  "text 1e308": "1e308",
  "text Infinity": "Infinity",
  "text 0x1F": "0x1F",
  // Well formed for a 6-digit code but (almost surely) not the live one: a wrong try.
  "six zeros": "000000",
  "SQL injection": "' OR 1=1 --",
  "SQL statement": "x'); DROP TABLE customers; --",
  "script tag": "<script>alert(1)</script>",
  "path traversal": "../../etc/passwd",
  "encoded NUL": "%00",
  "malformed %-encoding": "%E0%A4%A",
  "template expression": "${7*7}",
  "moustache expression": "{{7*7}}",
  "only spaces": "   ",
  "NUL alone": "\u0000",
} as const satisfies Record<string, string>;

/** Characters slipped inside an otherwise valid value. */
export const INSERTS = {
  "NUL inside": "\u0000",
  "lone high surrogate inside": "\ud800",
  "lone low surrogate inside": "\udfff",
  "right-to-left override inside": "\u202e",
  "emoji inside": "😀🎉",
  "line break inside": "\r\n",
} as const satisfies Record<string, string>;

export type JsonValueName = keyof typeof JSON_VALUES;
export type TextValueName = keyof typeof TEXT_VALUES;
export type InsertName = keyof typeof INSERTS;

/** Text that can never be stored faithfully: PostgreSQL refuses NUL, and UTF-8 has no lone surrogates. */
export function unstorable(text: string): boolean {
  return /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
}

/** Longer than any text field the shop takes (names 80, e-mails 254, searches 100). */
export const isHuge = (text: string) => text.length > 10_000;

/** `value` with `insert` after its second character (an empty value becomes the insert). */
export function spliced(value: unknown, insert: string): string {
  const text = typeof value === "string" ? value : String(value ?? "");
  return `${text.slice(0, 2)}${insert}${text.slice(2)}`;
}

/**
 * Fields a client may slip into a body (mass assignment, prototype pollution). Parsed from
 * JSON so "__proto__" is an own key, as it is in a request body the server parses.
 */
export const EXTRA_FIELDS: Record<string, unknown> = JSON.parse(
  JSON.stringify({
    role: "admin",
    isAdmin: true,
    _id: "00000000-0000-4000-8000-000000000000",
    price: -1,
    constructor: { prototype: { polluted: true } },
  }).replace(/}$/, ',"__proto__":{"polluted":true}}'),
);
