// Rupees and counts in the Indian grouping (₹1,29,999), written out by hand rather than with
// Intl.NumberFormat. The first Intl formatter a page builds loads the locale's data: 20-36 ms
// of main thread on this machine's Chromium, every page load, in the module's evaluation during
// hydration (a long task on a phone; docs/decisions/0041). The output is Intl's, character for
// character (tests/unit/format.test.ts compares them), except that an amount that rounds to
// zero never shows a minus sign.

/** `digits` (0-9 only) grouped the Indian way: the last three together, then pairs. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 === 1 ? [head.slice(0, 1)] : [];
  for (let at = head.length % 2; at < head.length; at += 2) pairs.push(head.slice(at, at + 2));
  return `${pairs.join(",")},${digits.slice(-3)}`;
}

/**
 * A finite, non-negative number as plain decimal digits ("1234.5"), from its shortest round-trip
 * form as Intl does: 1.005 is "1.005", not the binary 1.00499999…
 */
function plainDecimal(value: number): string {
  const text = String(value);
  const exponentAt = text.indexOf("e");
  if (exponentAt === -1) return text;
  const exponent = Number(text.slice(exponentAt + 1));
  const [whole = "0", fraction = ""] = text.slice(0, exponentAt).split(".");
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return `0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + "0".repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** `decimal` ("1234.567") rounded half away from zero to `places` places: ["1234", "57"]. */
function roundHalfExpand(decimal: string, places: number): [string, string] {
  const [whole = "0", fraction = ""] = decimal.split(".");
  if (fraction.length <= places) return [whole, fraction.padEnd(places, "0")];
  const kept = whole + fraction.slice(0, places);
  if (fraction.charAt(places) < "5") return [whole, fraction.slice(0, places)];
  // Add one to the last kept digit, carrying leftwards.
  const digits = kept.split("");
  let at = digits.length - 1;
  while (at >= 0 && digits[at] === "9") digits[at--] = "0";
  if (at >= 0) digits[at] = String(Number(digits[at]) + 1);
  else digits.unshift("1");
  const rounded = digits.join("");
  return [rounded.slice(0, rounded.length - places), rounded.slice(rounded.length - places)];
}

function formatIndian(value: number, places: number, symbol: string): string {
  if (!Number.isFinite(value)) return `${value < 0 ? "-" : ""}${symbol}${Number.isNaN(value) ? "NaN" : "∞"}`;
  const [whole, fraction] = roundHalfExpand(plainDecimal(Math.abs(value)), places);
  const isZero = /^0*$/.test(whole + fraction);
  const sign = value < 0 && !isZero ? "-" : "";
  return `${sign}${symbol}${groupIndian(whole.replace(/^0+(?=\d)/, ""))}${places > 0 ? `.${fraction}` : ""}`;
}

/** ₹1,29,999: Indian digit grouping, whole rupees. */
export function formatRupees(amount: number): string {
  return formatIndian(amount, 0, "₹");
}

/** ₹0.00 / ₹323.99, for the places the spec shows paise. */
export function formatRupeesWithPaise(amount: number): string {
  return formatIndian(amount, 2, "₹");
}

/** 1,00,000: a whole count in the Indian grouping (what `toLocaleString("en-IN")` writes). */
export function formatCount(count: number): string {
  return formatIndian(count, 0, "");
}

/** The first `count` words of a text, with an ellipsis when something was cut. */
export function firstWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/);
  return words.length <= count ? words.join(" ") : `${words.slice(0, count).join(" ")}...`;
}

/** A text cut to `length` characters, with an ellipsis when something was cut. */
export function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length).trimEnd()}...`;
}
