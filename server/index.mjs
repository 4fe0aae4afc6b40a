// `npm start`: serves the production build. Next answers every request as `next start` would,
// behind two layers of our own: a shared cache (server/cache/shared-cache.mjs) answers repeat
// requests for stored catalogue pages and JSON from finished bytes, and compression happens here,
// after that cache has seen the bytes Next wrote (so next.config.ts sets `compress: false`).
//
// Before both, the front door (server/door/front-door.mjs, server/door/) answers what must never
// reach Next: oversized or stalled bodies, addresses that name nothing, form posts to pages, and
// requests beyond what the server can answer soon (load shedding); it also sets the security
// headers of every answer.
//
// Options as `next start`: `-p/--port` (or PORT, default 3000) and `-H/--hostname` (default all
// interfaces). SHARED_CACHE_MB (default 48) bounds what is stored;
// SHARED_CACHE_SECONDS (default 60) is the longest a response is kept before Next is asked again;
// 0 turns the cache off. SHED_MAX_IN_FLIGHT (default 64; 0 turns shedding off) and
// SHED_MAX_DELAY_MS (default 300) are where load shedding starts; BODY_IDLE_SECONDS (default 10)
// is how long a request body may stop arriving before the door answers 408; BODY_MEMORY_MB
// (default 256; 0: no cap) is the most all request bodies held at the door may take at once.
// The door reads the API's calls from app/api as it starts (server/door/api-route-table.mjs).
import path from "node:path";
import next from "next";
import { log, routeConsoleToLog } from "./log/log.mjs";
import { DEFAULT_BODY_IDLE_MS, frontDoor } from "./door/front-door.mjs";
import { createSharedCache } from "./cache/shared-cache.mjs";
import { readApiRouteTable } from "./door/api-route-table.mjs";
import { DEFAULT_BODY_MEMORY_MB } from "./door/body-memory.mjs";
import { createLoadShedder, DEFAULT_MAX_DELAY_MS, DEFAULT_MAX_IN_FLIGHT } from "./door/load-shedding.mjs";
import { createShopServer } from "./door/shop-server.mjs";
import { stopGracefully } from "./door/shutdown.mjs";

/**
 * @param {string} short
 * @param {string} long
 * @returns {string | undefined}
 */
function option(short, long) {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    if (args[i] === short || args[i] === long) return args[i + 1];
    if (args[i]?.startsWith(`${long}=`)) return args[i]?.slice(long.length + 1);
  }
  return undefined;
}

// Next and the libraries print with console.*: their lines join the JSON log too.
routeConsoleToLog();

const port = Number(option("-p", "--port") ?? process.env.PORT ?? 3000);
// Not $HOSTNAME: containers set it to their own name, which is not an address to listen on.
const hostname = option("-H", "--hostname");
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = "production";
// Next builds the proxy's request URL on "localhost" whatever address we listen on, and treats a
// rewrite to any other origin as external: given `-H 127.0.0.1`, the rewrite of / to /home/current
// went out as an HTTP request back to this server. So Next is always told "localhost".
const app = next({ dev: false, hostname: "localhost", port });
const handle = app.getRequestHandler();
await app.prepare(); // also loads .env files and checks the configuration (lib/config.ts)

const sharedCacheSeconds = Number(process.env.SHARED_CACHE_SECONDS || 60);
const sharedCacheBytes = Number(process.env.SHARED_CACHE_MB || 48) * 1024 * 1024;

/**
 * A number from the environment (at least `least`), or its default when unset or empty.
 * @param {string} name
 * @param {number} fallback
 * @param {number} [least]
 * @returns {number}
 */
function setting(name, fallback, least = 0) {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < least) throw new Error(`${name} must be a number of at least ${least} (got "${value}")`);
  return number;
}

const shared = sharedCacheSeconds > 0 ? createSharedCache({ budgetBytes: sharedCacheBytes, maxSeconds: sharedCacheSeconds }) : undefined;
const shedder = createLoadShedder({
  maxInFlight: setting("SHED_MAX_IN_FLIGHT", DEFAULT_MAX_IN_FLIGHT),
  maxDelayMs: setting("SHED_MAX_DELAY_MS", DEFAULT_MAX_DELAY_MS),
});
const bodyIdleMs = setting("BODY_IDLE_SECONDS", DEFAULT_BODY_IDLE_MS / 1000, 1) * 1000;
const bodyMemoryMb = setting("BODY_MEMORY_MB", DEFAULT_BODY_MEMORY_MB);
const bodyMemoryBytes = bodyMemoryMb > 0 ? bodyMemoryMb * 1024 * 1024 : Infinity;
const apiRoutes = readApiRouteTable(path.join(import.meta.dirname, "..", "app", "api"));
const server = createShopServer(frontDoor({ shared, handle, shedder, bodyIdleMs, apiRoutes, bodyMemoryBytes }));

server.listen(port, hostname, () => {
  log.info({ port }, `TeeRang storefront ready on http://${hostname ?? "localhost"}:${port}`);
});

// SIGTERM or Ctrl-C: requests in flight finish, the database closes, then the process exits
// (server/door/shutdown.mjs); a second signal while stopping is ignored.
let stopping = false;
/** @param {string} signal */
function stop(signal) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, `${signal}: taking no new requests; finishing those in flight, then stopping.`);
  stopGracefully(server).then((code) => process.exit(code));
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
