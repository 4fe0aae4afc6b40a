// The server cache handler (next.config.ts `cacheHandler`): Next's own route cache, unchanged,
// plus a cache for optimised images, and the point where revalidations cross between servers.
//
// Why: stored pages are kept in memory only (`experimental.isrFlushToDisk: false`, so a restarted
// server never serves pages a previous process rendered from another database), and that same
// switch turns off Next's on-disk image cache. Every /_next/image request was then transcoded
// again (a costly transcode each, dozens per page: docs/decisions/0004). With `images.customCacheHandler` the image
// optimiser stores its results here instead: in memory, least recently used dropped first.
//
// With REDIS_URL, stored pages and route answers also go to Redis (server/cache/redis-route-cache.mjs):
// a page is looked up in this server's memory first, then in Redis, so one server's render serves
// them all. Without it, nothing changes.
import { createByteLru } from "./byte-lru.mjs";
import { createRenderStarts } from "./render-starts.mjs";
import { noteSharedRevalidation, readSharedRoute, writeSharedRoute } from "./redis-route-cache.mjs";
import { announceRevalidation, setRevalidationApplier } from "./revalidation-hooks.mjs";
import { clearSharedCaches } from "./shared-cache.mjs";
import { log } from "../log/log.mjs";
import { cacheClockNow, markTagsRevalidated, nextRouteCacheClass, stampStoredRoute } from "../next-internals.mjs";

// Next's default handler: pages and route responses keep exactly their usual behaviour (tags,
// revalidation, the in-memory store); only images take the branch below.
const NextRouteCache = nextRouteCacheClass();

const IMAGE = "IMAGE";
/** What Redis shares: stored pages and route answers (not fetch or image entries). */
const SHARED_KINDS = new Set(["APP_PAGE", "APP_ROUTE"]);
/** Bytes of optimised images kept: ~10 kB each, so a few thousand pictures and widths. */
const IMAGE_BUDGET = Number(process.env.IMAGE_CACHE_MB || 64) * 1024 * 1024;

/** Optimised images by cache key, least recently used dropped first. */
const images = createByteLru(IMAGE_BUDGET);

/** When the render of each page about to be stored began (server/cache/render-starts.mjs). */
const renderStarts = createRenderStarts();

/**
 * Marks tags revalidated in this process exactly as Next's handler does: its tags manifest is
 * one map shared by the route cache and the 'use cache' data cache, so both see it. Then the
 * stored responses in front of Next (server/cache/shared-cache.mjs) may hold what changed: those
 * that may go.
 * @param {string[]} tags
 * @param {{ expire?: number }} [durations]
 */
async function revalidateHere(tags, durations) {
  await markTagsRevalidated(tags, durations);
  clearSharedCaches(tags);
}

// A revalidation another server announces (lib/revalidation-bus.ts) is applied here as
// if this server had made it, but not announced again.
setRevalidationApplier((tags, durations) => {
  revalidateHere(tags, durations).catch((error) => log.error({ err: error, tags }, "Applying another server's revalidation failed"));
});

export default class ShopCacheHandler extends NextRouteCache {
  /** Next calls this for every revalidateTag, updateTag and revalidatePath made on this server:
   *  applied here, then announced to the shop's other servers. */
  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === "string" ? [tags] : tags;
    await revalidateHere(list, durations);
    await noteSharedRevalidation(list);
    if (list.length > 0) announceRevalidation(list, durations);
  }

  /**
   * @param {string} key
   * @param {{ kind: string, [key: string]: unknown }} ctx
   */
  async get(key, ctx) {
    if (ctx?.kind === IMAGE) return images.get(key) ?? null;
    const at = cacheClockNow();
    const here = await super.get(key, ctx);
    const found = here || !SHARED_KINDS.has(ctx?.kind) ? here : await readSharedRoute(key);
    if (found) renderStarts.found(key);
    else renderStarts.missed(key, at);
    return found;
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    if (ctx?.kind !== IMAGE) {
      const renderedFrom = renderStarts.take(key);
      await super.set(key, data, ctx);
      // Stamped with when its render began, on the clock the tags' revalidations are stamped
      // with (server/next-internals.mjs): a revalidation made while it rendered expires it.
      stampStoredRoute(key, renderedFrom);
      if (data && SHARED_KINDS.has(data.kind)) {
        const madeAt = renderedFrom === undefined ? undefined : Date.now() - (cacheClockNow() - renderedFrom);
        writeSharedRoute(key, data, ctx?.cacheControl?.expire, madeAt);
      }
      return;
    }
    if (!data) return images.delete(key);
    images.set(key, { value: data, lastModified: Date.now() }, data.buffer?.byteLength ?? 0);
  }
}
