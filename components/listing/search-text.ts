import { toStorableText } from "@/lib/text/storable";

/** searchSchema's limit: longer text names nothing. */
const MAX_SEARCH_LENGTH = 100;

/**
 * The search text of /product?value=, trimmed and cut to 100 characters; empty when none. A NUL
 * or broken character a shopper's link carries (or the cut splitting an emoji) is dropped rather
 * than refused (lib/text/storable.ts).
 */
export function searchText(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  return toStorableText((raw ?? "").trim().slice(0, MAX_SEARCH_LENGTH)).trim();
}
