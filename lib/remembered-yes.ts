/**
 * Remembers a lookup's "yes" answers for a few seconds, per key. proxy.ts asks on every request
 * whether a detail page's slug exists; once pages are served from the route cache that lookup
 * would be most of a request's cost. Only a yes is kept: a slug created a moment ago is never
 * refused, and a deleted one is answered by the page's own notFound() for at most `ttlMs`.
 */
export function rememberYes(lookup: (key: string) => Promise<boolean>, ttlMs: number, maxKeys = 10_000) {
  const until = new Map<string, number>();
  return async function remembered(key: string): Promise<boolean> {
    const now = Date.now();
    const expiry = until.get(key);
    if (expiry !== undefined && expiry > now) return true;
    const yes = await lookup(key);
    if (yes) {
      // A Map iterates in insertion order: drop the oldest key when full.
      if (until.size >= maxKeys) until.delete(until.keys().next().value!);
      until.set(key, now + ttlMs);
    } else {
      until.delete(key);
    }
    return yes;
  };
}
