// The one door into Next's private modules (next/dist/...): nothing else outside the tests
// imports them. Next gives no public way to do these things, and its private modules may
// change in any release, so each function here has a contract test
// (tests/unit/next-internals.test.ts) that names the Next version it was read against: after an
// upgrade, a failing contract says which private module to read again.
//
// Each module is loaded when first asked for, so a process that needs one of them loads only it.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** The Next version whose private modules this file was written against. */
export const NEXT_VERSION_READ = "16.4.6";

/** Next's private modules, by what the shop uses them for. */
export const NEXT_PRIVATE_MODULES = {
  routerState: "next/dist/server/app-render/parse-and-validate-flight-router-state.js",
  routeCache: "next/dist/server/lib/incremental-cache/file-system-cache.js",
  dataCache: "next/dist/server/lib/cache-handlers/default.js",
};

/**
 * @typedef {{
 *   get(key: string, ctx?: any): Promise<any>,
 *   set(key: string, data: any, ctx?: any): Promise<void>,
 *   revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>,
 * }} NextRouteCacheInstance
 * @typedef {new (ctx: any) => NextRouteCacheInstance} NextRouteCacheClass
 */

/** @type {((state: string | string[]) => unknown) | undefined} */
let parseFlightRouterState;
/** @type {NextRouteCacheClass | undefined} */
let routeCacheClass;

/**
 * The router's state header (next-router-state-tree) read as Next reads it: the tree of route
 * segments; throws when Next could not read it either. The door asks Next's own reader so it
 * refuses exactly what Next would fail on.
 * @param {string | string[]} header
 * @returns {import("./door/router-request.mjs").RouterState}
 */
export function parseRouterStateHeader(header) {
  parseFlightRouterState ??= require(NEXT_PRIVATE_MODULES.routerState).parseAndValidateFlightRouterState;
  return /** @type {import("./door/router-request.mjs").RouterState} */ (parseFlightRouterState?.(header));
}

/**
 * Next's default server cache handler (`cacheHandler`), to extend: pages and route answers keep
 * exactly their usual behaviour (tags, revalidation, the in-memory store).
 * @returns {NextRouteCacheClass}
 */
export function nextRouteCacheClass() {
  routeCacheClass ??= require(NEXT_PRIVATE_MODULES.routeCache).default;
  return /** @type {NextRouteCacheClass} */ (routeCacheClass);
}

/**
 * The clock Next's caches judge freshness by: the wall time when this process started plus the
 * monotonic time since. A 'use cache' entry is stamped with it when its read starts, and "is this
 * tag's expiry past, and after the entry?" is asked with it. Date.now() is another clock: the
 * system steps it (a virtual machine's clock is corrected by seconds after a busy spell), so the
 * two part.
 * @returns {number}
 */
export function cacheClockNow() {
  return performance.timeOrigin + performance.now();
}

/** @type {NextDataCache | undefined} */
let tagsManifestWriter;

/**
 * Marks tags revalidated in this process: in Next's tags manifest, one map shared by the route
 * cache and the 'use cache' data cache, so both see it.
 *
 * Written through the 'use cache' handler's updateTags (the same entries, stamped on
 * cacheClockNow()), not the route cache's revalidateTag, which stamps them with Date.now(). With
 * the wall clock stepped back by a few seconds since the process started, a data entry read in
 * those seconds before the revalidation was stamped after it and was served, old, until its own
 * revalidate period ran out (the two-servers review test saw a review missing on the other
 * server for longer than any wait); stepped forward, nothing expired until the clocks met again.
 * The route cache's own entries are stamped on the same clock (stampStoredRoute).
 * @param {string[]} tags
 * @param {{ expire?: number }} [durations]
 * @returns {Promise<void>}
 */
export function markTagsRevalidated(tags, durations) {
  if (tags.length === 0) return Promise.resolve();
  // The smallest store that is still Next's real handler (0 bytes gives one that does nothing):
  // only its updateTags is used, which writes the shared manifest.
  tagsManifestWriter ??= createNextDataCache(1);
  return tagsManifestWriter.updateTags(tags, durations);
}

/**
 * Stamps the page or route answer Next's route cache just stored under `key` with `at`, a time on
 * cacheClockNow(), the clock markTagsRevalidated stamps tags with: Next's route cache stamps it
 * with Date.now() when it is stored, then compares that stamp with the manifest and with
 * cacheClockNow(). No-op when nothing is stored under `key`.
 * @param {string} key
 * @param {number} [at] when the render began (server/cache/render-starts.mjs); now when not known
 */
export function stampStoredRoute(key, at = cacheClockNow()) {
  /** @type {{ get(key: string): { lastModified?: number } | undefined } | undefined} */
  const stored = /** @type {any} */ (nextRouteCacheClass()).memoryCache;
  const entry = stored?.get(key);
  if (entry) entry.lastModified = at;
}

/**
 * @typedef {{
 *   get(cacheKey: string, softTags: string[]): Promise<any>,
 *   set(cacheKey: string, pendingEntry: Promise<any>): Promise<void>,
 *   refreshTags(): Promise<void>,
 *   getExpiration(tags: string[]): Promise<number>,
 *   updateTags(tags: string[], durations?: { expire?: number }): Promise<void>,
 * }} NextDataCache
 */

/**
 * Next's default 'use cache' handler: an in-memory store of at most `bytes`.
 * @param {number} bytes
 * @returns {NextDataCache}
 */
export function createNextDataCache(bytes) {
  return require(NEXT_PRIVATE_MODULES.dataCache).createDefaultCacheHandler(bytes);
}
