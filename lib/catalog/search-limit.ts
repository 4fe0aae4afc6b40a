import { HttpError } from "@/lib/http";
import { limitKeyOf } from "@/lib/net/client-address";
import { hitRateLimit, tooManyRequests, waitText, type RateLimitRule } from "@/lib/rate-limit";

/**
 * A per-source limit on searches the caches cannot answer: anyone could load the database by
 * sending a new search term or price on every request, each miss a real query
 * (docs/decisions/0009).
 *
 * A search the shop answered lately is in Next's data cache, costs no database time, and is
 * never counted. A new one counts against its source's limit (lib/rate-limit.ts: the count
 * lives in the database, so it holds across servers). The limit is generous because many
 * shoppers share one address: Indian mobile carriers put whole neighbourhoods behind one IPv4
 * address (carrier-grade NAT), and a shopper typing in the header's search box sends a term
 * per pause. Popular terms are cached for everyone, so only a client inventing terms reaches it.
 */
export const UNCACHED_SEARCHES_PER_SOURCE: RateLimitRule = { name: "search-uncached", limit: 120, windowSeconds: 60 };

/** How long an answered search is taken to be cached: the 'hours' profile revalidates after an hour. */
const ANSWERED_FOR_MS = 60 * 60 * 1000;
/** Keys remembered at most (oldest forgotten first): bounded memory whatever a client sends. */
const MAX_REMEMBERED = 10_000;

/**
 * Search keys answered lately by this process, with when each stops counting as cached. On
 * globalThis: Next bundles the API's route handlers and the pages apart, each with its own copy
 * of this module, and both answer searches from the one data cache.
 */
const answered: Map<string, number> = ((globalThis as { [key: symbol]: Map<string, number> | undefined })[Symbol.for("teerang.answeredSearches")] ??= new Map());

function answeredLately(key: string, at: number): boolean {
  const until = answered.get(key);
  if (until === undefined) return false;
  if (until > at) return true;
  answered.delete(key);
  return false;
}

function remember(key: string, at: number): void {
  answered.delete(key);
  answered.set(key, at + ANSWERED_FOR_MS);
  if (answered.size > MAX_REMEMBERED) answered.delete(answered.keys().next().value!);
}

/** What a client over the limit is told. */
export function tooManySearches(wait: string): string {
  return `Too many new searches from your network. Please wait ${wait} and search again.`;
}

/**
 * Lets a search through, or refuses it with a 429 (Retry-After) when it is new to this server
 * and its source has run more than its share of new searches this minute. `key` names the
 * search as the caches do (the normalised term, or the whole normalised query). A search let
 * through is remembered, so asking it again costs nothing.
 */
export async function admitSearch(client: string, key: string, at = Date.now()): Promise<void> {
  if (answeredLately(key, at)) return;
  const hit = await hitRateLimit(UNCACHED_SEARCHES_PER_SOURCE, limitKeyOf(client));
  if (!hit.allowed) throw tooManyRequests(hit, tooManySearches(waitText(hit)));
  remember(key, at);
}

/** The refusal's text when `error` is admitSearch's 429, else null (pages show it in place of results). */
export function searchRefusal(error: unknown): string | null {
  return error instanceof HttpError && error.status === 429 ? error.message : null;
}

/** Forgets every answered search (tests). */
export function forgetAnsweredSearches(): void {
  answered.clear();
}
