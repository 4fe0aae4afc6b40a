// How a revalidation on one server reaches the others (docs/ARCHITECTURE.md "Several servers").
//
// Two sides meet here, kept on globalThis because they live in different module graphs: the
// cache handler (server/cache/shop-cache-handler.mjs, loaded by Next outside the app's bundle)
// sees every revalidation this server makes and applies those other servers make; the bus
// (lib/revalidation-bus.ts, in the app, started with the database) carries them between
// servers. Without a bus (the embedded database: one process) announcing does nothing.

const ANNOUNCER = Symbol.for("teerang.revalidationAnnouncer");
const APPLIER = Symbol.for("teerang.revalidationApplier");

/**
 * @typedef {{ expire?: number } | undefined} RevalidationDurations
 * @typedef {(tags: string[], durations: RevalidationDurations) => void} RevalidationListener
 */
/** What this module keeps on globalThis: the cache handler and the bus load it separately. */
const processWide = /** @type {{ [ANNOUNCER]?: RevalidationListener, [APPLIER]?: RevalidationListener }} */ (globalThis);

/**
 * Called by the cache handler for each revalidation made here: tells the other servers.
 * @param {string[]} tags
 * @param {RevalidationDurations} durations
 */
export function announceRevalidation(tags, durations) {
  processWide[ANNOUNCER]?.(tags, durations);
}

/**
 * The bus says how to tell the other servers (or undefined to stop).
 * @param {RevalidationListener | undefined} announcer
 */
export function setRevalidationAnnouncer(announcer) {
  processWide[ANNOUNCER] = announcer;
}

/**
 * Called by the bus for each revalidation another server made: whether it could be applied.
 * @param {string[]} tags
 * @param {RevalidationDurations} durations
 * @returns {boolean}
 */
export function applyRevalidation(tags, durations) {
  const applier = processWide[APPLIER];
  if (!applier) return false;
  applier(tags, durations);
  return true;
}

/**
 * The cache handler says how to apply a revalidation here, as if this server had made it.
 * @param {RevalidationListener} applier
 */
export function setRevalidationApplier(applier) {
  processWide[APPLIER] = applier;
}
