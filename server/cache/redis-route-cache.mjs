// The route cache's shared copy in Redis (REDIS_URL): a page one server rendered is served by
// every server, and a restarted server starts with the shop's pages. Each server keeps its own
// copy in memory first (Next's handler); Redis is asked only when that misses.
//
// A tag revalidated on any server is written to one Redis hash with its time, and an entry read
// from Redis is taken only if none of its tags was revalidated after it was stored: a server
// that was not running when a seller changed something still never serves the old page. A
// revalidation that could not be written (Redis down) is kept and written when Redis is back.
// Every command is bounded (REDIS_WITHIN_MS): Redis slow or down means a miss, not a wait.
import { log } from "../log/log.mjs";
import { onRedisReady, redis, withinTime } from "../redis/connection.mjs";
import { decodeEntry, encodeEntry } from "./route-entry-codec.mjs";

const PREFIX = "teerang:route:";
const TAGS = "teerang:route-tags";
/** How long an entry stays in Redis when Next names no expiry: a week. */
const DEFAULT_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Next's header naming a stored page's tags. */
const TAGS_HEADER = "x-next-cache-tags";

/** Revalidations not yet written to Redis: tag -> time. */
/** @type {Map<string, number>} */
const owed = new Map();

onRedisReady((client) => {
  if (owed.size === 0) return;
  const pending = Object.fromEntries([...owed].map(([tag, at]) => [tag, String(at)]));
  owed.clear();
  client.hSet(TAGS, pending).catch((error) => {
    for (const [tag, at] of Object.entries(pending)) owed.set(tag, Number(at));
    log.warn({ err: error }, "Writing revalidations held while Redis was down failed");
  });
});

/**
 * @param {import("./route-entry-codec.mjs").RouteEntry} entry
 * @returns {string[]}
 */
function tagsOf(entry) {
  const header = entry.value?.headers?.[TAGS_HEADER];
  return typeof header === "string" && header ? header.split(",") : [];
}

/**
 * Whether any of `tags` was revalidated, on any server, at or after `time` (Redis must answer).
 * @param {string[]} tags
 * @param {number} time
 * @returns {Promise<boolean>}
 */
export async function revalidatedAfter(tags, time) {
  if (tags.length === 0) return false;
  // Callers ask only while connected; without a client this throws, as a failed read.
  const times = await withinTime(/** @type {import("../redis/connection.mjs").RedisClient} */ (redis()).hmGet(TAGS, tags));
  return times.some((at) => at !== null && Number(at) >= time);
}

/**
 * The entry Redis holds for `key`, unless absent, unreadable, or older than a revalidation of its tags.
 * @param {string} key
 * @returns {Promise<import("./route-entry-codec.mjs").RouteEntry | null>}
 */
export async function readSharedRoute(key) {
  const client = redis();
  if (!client?.isReady) return null;
  try {
    const text = await withinTime(client.get(PREFIX + key));
    if (!text) return null;
    const entry = decodeEntry(text);
    if (!entry) return null;
    return (await revalidatedAfter(tagsOf(entry), entry.lastModified)) ? null : entry;
  } catch {
    return null; // down or slow: this server renders the page itself
  }
}

/**
 * Stores `value` (just stored in memory by Next's handler) for every server.
 * @param {string} key
 * @param {unknown} value
 * @param {number} [expireSeconds]
 * @param {number} [madeAt] when its render began (wall clock, as the servers' revalidations are
 *   recorded): a revalidation any server made while it rendered then counts against it
 */
export function writeSharedRoute(key, value, expireSeconds, madeAt = Date.now()) {
  const client = redis();
  if (!client?.isReady || !value) return;
  const ttl = expireSeconds !== undefined && Number.isFinite(expireSeconds) && expireSeconds > 0 ? Math.min(Math.ceil(expireSeconds), DEFAULT_TTL_SECONDS) : DEFAULT_TTL_SECONDS;
  withinTime(client.set(PREFIX + key, encodeEntry({ lastModified: madeAt, value }), { expiration: { type: "EX", value: ttl } }), 2_000).catch(() => undefined);
}

/**
 * Records that `tags` were revalidated now, for every server's reads from Redis.
 * @param {string[]} tags
 */
export async function noteSharedRevalidation(tags) {
  if (!process.env.REDIS_URL || tags.length === 0) return;
  const at = Date.now();
  const client = redis();
  try {
    if (!client?.isReady) throw new Error("not connected");
    await withinTime(client.hSet(TAGS, Object.fromEntries(tags.map((tag) => [tag, String(at)]))), 1_000);
  } catch {
    for (const tag of tags) owed.set(tag, Math.max(owed.get(tag) ?? 0, at));
  }
}
