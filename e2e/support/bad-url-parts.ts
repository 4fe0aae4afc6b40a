/**
 * Bad input for addresses, already %-encoded as it travels on the wire (the page fuzz sends
 * these bytes as they are). Decoded, the path segments hold a NUL, lone surrogates (their
 * WTF-8 bytes, %ED%A0%80), broken %-encoding, injection strings and oversized text.
 */

/** Path segments that name nothing, whatever page they are put in. */
export const BAD_SEGMENTS: Record<string, string> = {
  "NUL inside": "x%00y",
  "NUL alone": "%00",
  "lone high surrogate": "a%ED%A0%80b",
  "lone low surrogate": "%ED%B3%BF",
  "truncated UTF-8 (%E0%A4%A)": "%E0%A4%A",
  "lone percent sign": "%",
  "percent sign with non-hex": "%zz",
  "overlong UTF-8 slash": "%C0%AF",
  "encoded %00 (literal after decoding)": "%2500",
  "SQL injection": "'%20OR%201=1%20--",
  "script tag": "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "encoded path traversal": "..%2F..%2Fetc%2Fpasswd",
  "template expression": "%24%7B7*7%7D",
  "right-to-left override": "%E2%80%AEevil",
  "emoji": "%F0%9F%98%80",
  "8 kB of text": "a".repeat(8_000),
};

/** Page numbers no listing has. */
export const BAD_PAGE_NUMBERS: Record<string, string> = {
  "negative": "-1",
  "zero": "0",
  "fraction": "1.5",
  "huge": "99999999999",
  "1e308": "1e308",
  "NaN": "NaN",
  "leading zero": "01",
};

/** Query values: the segments above, as a query parameter would carry them. */
export const BAD_QUERY_VALUES: Record<string, string> = {
  ...BAD_SEGMENTS,
  "negative number": "-1",
  "huge number": "99999999999",
  "NaN": "NaN",
  "empty": "",
};
