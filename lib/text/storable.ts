import { z } from "zod";

/**
 * Text PostgreSQL can store and compare. Its text type refuses the NUL character outright (a
 * query carrying one fails, so a NUL from a URL or body turned into a 500, and in a streamed
 * page into a render retried forever), and a lone UTF-16 surrogate is not Unicode at all (the
 * drivers quietly turn it into U+FFFD, so what was stored is not what was sent).
 *
 * The one rule, used wherever outside text comes in: the route wrapper and the JSON body
 * reader (lib/http.ts) refuse it for every API call, proxy.ts for detail pages, and the shared
 * zod schemas for the pages that parse their query with them.
 */
export function isStorableText(text: string): boolean {
  return !text.includes("\0") && text.isWellFormed();
}

export const UNSTORABLE_TEXT = "must not contain a NUL character or broken (unpaired) Unicode";

/** A zod string that must be storable text (the start of every text schema fed to the database). */
export function storableString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, UNSTORABLE_TEXT);
}

/**
 * The storable part of a shopper's free text where refusing would be unkind (the search box of a
 * listing page): NUL characters dropped, lone surrogates replaced by U+FFFD.
 */
export function toStorableText(text: string): string {
  return text.replaceAll("\0", "").toWellFormed();
}

/**
 * The first string inside a parsed JSON value (keys included) that is not storable, with its
 * path ("items.2.name"), or undefined. Iterative, with each entry pointing at its parent rather
 * than carrying its whole path, so a deeply nested body costs neither stack nor quadratic time.
 */
type Visit = { value: unknown; key: string; parent: Visit | undefined };

function pathOf(visit: Visit | undefined, last?: string): string {
  const keys: string[] = last === undefined ? [] : [last];
  for (let at = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join(".");
}

export function findUnstorableText(value: unknown): { path: string } | undefined {
  const pending: Visit[] = [{ value, key: "", parent: undefined }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === "string") {
      if (!isStorableText(current)) return { path: pathOf(visit) };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, key: String(index), parent: visit }));
    } else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        if (!isStorableText(key)) return { path: pathOf(visit, "(a field name)") };
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}
