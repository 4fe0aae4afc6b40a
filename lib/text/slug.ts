/**
 * Lower-case latin words joined by dashes, at most `max` characters: "Don't Stop Hoodie" ->
 * "dont-stop-hoodie". Text with no latin letters or digits gives "" (the caller picks a fallback).
 */
export function slugify(text: string, max = 80): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, max)
    .replace(/^-+|-+$/g, "");
}

/** The first of `base`, `base-2`, `base-3` ... not among `taken`. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
