// The 'use cache' handler (next.config.ts `cacheHandlers.default`): the catalogue reads behind the
// pages. Next's own in-memory handler, unchanged; with REDIS_URL each entry is also kept in Redis,
// so a read made by one server is found by the others and by a server just started.
//
// A lookup asks this server's memory first, then Redis. An entry from Redis is taken only while it
// is within its revalidate period and none of its tags (nor the page's implicit tags) was
// revalidated after it was made, on any server (the same hash as the route cache's copies,
// server/cache/redis-route-cache.mjs); it then goes into memory with its own time, as if made here.
// Redis down or slow is a miss (bounded like every read), never a wait or an error.
import { redis, withinTime } from "../redis/connection.mjs";
import { createNextDataCache } from "../next-internals.mjs";
import { noteSharedRevalidation, revalidatedAfter } from "./redis-route-cache.mjs";

/** Next's default size for its in-memory caches (`cacheMaxMemorySize`). */
const MEMORY_BYTES = 50 * 1024 * 1024;
const PREFIX = "teerang:data:";
/** Longest an entry stays in Redis, whatever its cache life says. */
const MOST_SECONDS = 7 * 24 * 60 * 60;

const memory = createNextDataCache(MEMORY_BYTES);

/**
 * @param {Uint8Array} bytes
 * @returns {ReadableStream<Uint8Array>}
 */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
}

/**
 * @param {ReadableStream<Uint8Array>} stream
 */
async function bytesOf(stream) {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

/**
 * @param {string} cacheKey
 * @param {string[]} softTags
 */
async function fromRedis(cacheKey, softTags) {
  const client = redis();
  if (!client?.isReady) return undefined;
  try {
    const text = await withinTime(client.get(PREFIX + cacheKey));
    if (!text) return undefined;
    const { value, ...entry } = JSON.parse(text);
    if (Date.now() > entry.timestamp + entry.revalidate * 1000) return undefined;
    if (await revalidatedAfter([...entry.tags, ...softTags], entry.timestamp)) return undefined;
    return { ...entry, bytes: Buffer.from(value, "base64") };
  } catch {
    return undefined;
  }
}

/**
 * @param {string} cacheKey
 * @param {any} entry
 * @param {Buffer} bytes
 */
function toRedis(cacheKey, entry, bytes) {
  const client = redis();
  if (!client?.isReady || entry.expire === 0) return;
  const seconds = Math.max(1, Math.min(Number.isFinite(entry.expire) ? Math.ceil(entry.expire) : MOST_SECONDS, MOST_SECONDS));
  // The entry's own fields, its stream replaced by the bytes read from it.
  const text = JSON.stringify({ ...entry, value: bytes.toString("base64") });
  withinTime(client.set(PREFIX + cacheKey, text, { expiration: { type: "EX", value: seconds } }), 2_000).catch(() => undefined);
}

/** @type {import("../next-internals.mjs").NextDataCache} */
const shopDataCacheHandler = {
  async get(cacheKey, softTags) {
    const here = await memory.get(cacheKey, softTags);
    if (here || !process.env.REDIS_URL) return here;
    const shared = await fromRedis(cacheKey, softTags);
    if (!shared) return undefined;
    const { bytes, ...entry } = shared;
    await memory.set(cacheKey, Promise.resolve({ ...entry, value: streamOf(bytes) }));
    return { ...entry, value: streamOf(bytes) };
  },

  async set(cacheKey, pendingEntry) {
    if (!process.env.REDIS_URL) return memory.set(cacheKey, pendingEntry);
    /** @type {Buffer | undefined} */
    let bytes;
    /** @type {any} */
    let made;
    const buffered = pendingEntry.then(async (/** @type {any} */ entry) => {
      made = entry;
      bytes = await bytesOf(entry.value);
      return { ...entry, value: streamOf(bytes) };
    });
    await memory.set(cacheKey, buffered);
    if (made && bytes) toRedis(cacheKey, made, bytes);
  },

  refreshTags() {
    return memory.refreshTags();
  },

  getExpiration(tags) {
    return memory.getExpiration(tags);
  },

  async updateTags(tags, durations) {
    await memory.updateTags(tags, durations);
    await noteSharedRevalidation(tags);
  },
};

export default shopDataCacheHandler;
