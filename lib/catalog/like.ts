/**
 * Text typed by a shopper, made safe inside an ILIKE pattern: `%` and `_` match themselves,
 * not "anything" (backslash is ILIKE's default escape character).
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A pattern matching `text` anywhere, case-insensitively with ILIKE. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
