// The one door into Next's private modules (next/dist/...): nothing else outside the tests
// imports them. Next gives no public way to do these three things, and its private modules may
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
 * Marks tags revalidated in this process as Next's default handler does: in Next's tags manifest,
 * one map shared by the route cache and the 'use cache' data cache, so both see it.
 * @param {string[]} tags
 * @param {{ expire?: number }} [durations]
 * @returns {Promise<void>}
 */
export function markTagsRevalidated(tags, durations) {
  return nextRouteCacheClass().prototype.revalidateTag.call(undefined, tags, durations);
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
