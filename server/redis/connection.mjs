// The shop's one Redis connection per process, when REDIS_URL is set (docs/DEPLOY.md): the
// route cache's shared copy lives there (server/cache/redis-route-cache.mjs). Redis is a cache,
// never the record: when it is down, commands fail at once (no offline queue, no waiting), the
// shop serves from each server's memory and the database, logs the outage once, reconnects by
// itself and logs when it is back.
import { createClient } from "redis";
import { log } from "../log/log.mjs";
import { withinTime as boundedWait } from "../within-time.mjs";

const CONNECTION = Symbol.for("teerang.redis");
const RECOVERY = Symbol.for("teerang.redisRecovery");
/** @typedef {import("redis").RedisClientType} RedisClient */
/** What this module keeps on globalThis, one for the process. */
const processWide = /** @type {{ [CONNECTION]?: RedisClient, [RECOVERY]?: ((client: RedisClient) => void)[] }} */ (globalThis);

/** How long a cache read or write may take before the shop goes on without it. */
export const REDIS_WITHIN_MS = 250;

/**
 * @param {string} url
 * @returns {RedisClient}
 */
function connect(url) {
  const client = /** @type {RedisClient} */ (/** @type {unknown} */ (createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      // Again after 0.1 s, 0.2 s ... then every 2 s, for as long as it takes.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  })));
  let down = false;
  client.on("error", (error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, "Redis is unavailable: serving from each server's memory and the database until it is back");
  });
  client.on("ready", () => {
    if (down) log.info("Redis is back");
    down = false;
    for (const recover of processWide[RECOVERY] ?? []) recover(client);
  });
  client.connect().catch(() => undefined); // reported by the error event; retried by the strategy
  return client;
}

/**
 * The connection, or undefined without REDIS_URL.
 * @returns {RedisClient | undefined}
 */
export function redis() {
  const url = process.env.REDIS_URL;
  // Never from `next build`: its prerendered pages are this build's own, and an open connection
  // would keep the build from exiting.
  if (!url || process.env.NEXT_PHASE === "phase-production-build") return undefined;
  return (processWide[CONNECTION] ??= connect(url));
}

/** Whether Redis answers now (for readiness: reported, never a reason to stop serving). */
export async function redisAnswers() {
  const client = redis();
  if (!client?.isReady) return false;
  return withinTime(client.ping()).then((answer) => answer === "PONG", () => false);
}

/**
 * `work` or a rejection after REDIS_WITHIN_MS: a Redis that hangs must not hold a request.
 * @template T
 * @param {Promise<T>} work
 * @param {number} [ms]
 * @returns {Promise<T>}
 */
export function withinTime(work, ms = REDIS_WITHIN_MS) {
  return boundedWait(work, ms, "Redis");
}

/**
 * Runs `recover(client)` each time the connection is ready again (queued writes, say).
 * @param {(client: RedisClient) => void} recover
 */
export function onRedisReady(recover) {
  (processWide[RECOVERY] ??= []).push(recover);
}

/** Closes the connection (a stopping server). */
export async function closeRedis() {
  const client = processWide[CONNECTION];
  processWide[CONNECTION] = undefined;
  if (!client) return;
  // While Redis is down the client is still "open" (reconnecting), and a polite close would wait
  // for it: a stopping server must not. Closed politely only when it answers.
  if (client.isReady) await withinTime(client.close(), 1_000).catch(() => client.destroy());
  else client.destroy();
}
