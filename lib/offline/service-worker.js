// The shop's service worker, served at /sw.js by app/sw.js/route.ts, which puts the line
// `const VERSION = "<build id>";` before this text: each deploy is a new script, so browsers
// install it, and every cache below is named by it (docs/decisions/0023-offline-worker.md).
//
// What it does, and only this:
// - /_next/static/*: cache-first (file names carry their content's hash: never changed, only new);
// - /_next/image?...: cache-first, the last PICTURES_KEPT pictures a shopper saw;
// - a catalogue page opened as a document (isPublicPage): from the network, and kept; when the
//   network fails, or is silent for NETWORK_WAIT_MS and a copy is kept, the kept copy;
// - any other page opened without a connection: the branded offline page (/offline, kept at install).
// Never kept: /api, router (RSC) requests, anything not GET, and every page isPublicPage does not name
// (cart, checkout, payment, account, orders, wishlist, login, search). Catalogue pages are the
// same for every shopper (the layout reads no cookies; names and counts are client islands that
// ask /api after load), so a kept copy holds nothing of the shopper's.
/* global VERSION */

const PREFIX = "teerang-";
const STATIC_CACHE = `${PREFIX}static-${VERSION}`;
const PICTURES_CACHE = `${PREFIX}pictures-${VERSION}`;
const PAGES_CACHE = `${PREFIX}pages-${VERSION}`;
const CURRENT_CACHES = new Set([STATIC_CACHE, PICTURES_CACHE, PAGES_CACHE]);

const OFFLINE_PAGE = "/offline";
const PICTURES_KEPT = 60;
const PAGES_KEPT = 40;
/** On a weak connection, how long a catalogue page waits for the network before a kept copy. */
const NETWORK_WAIT_MS = 4000;

/** Catalogue and content pages: the same HTML for every shopper (server/cache/address-only-pages.mjs, lib/page-params.ts). */
const PUBLIC_PATHS = new Set(["/", "/collections", "/blog", "/gift-store", "/offer-promotion", "/reviews", "/about", "/story", "/privacy", "/refund", "/term-condition"]);
const PUBLIC_PATTERNS = [
  /^\/product\/details\/[^/]+(?:\/reviews\/\d+)?$/,
  /^\/category-data\/[^/]+$/,
  /^\/blogdetail\/[^/]+$/,
  /^\/products\/search(?:\/.*)?$/,
];

/** @param {URL} url */
function isPublicPage(url) {
  return PUBLIC_PATHS.has(url.pathname) || PUBLIC_PATTERNS.some((pattern) => pattern.test(url.pathname));
}

/**
 * The router's requests (client navigation, prefetch) want the RSC payload of one router state:
 * their answer varies by request headers, and the router falls back to loading the page as a
 * document when one fails, which this worker then answers. So they always go to the network.
 * @param {Request} request
 * @param {URL} url
 */
function isRouterRequest(request, url) {
  return request.headers.has("rsc") || request.headers.has("next-router-prefetch") || url.searchParams.has("_rsc");
}

/**
 * Whether a catalogue page's answer may be kept: a whole 200 HTML page of this origin, not
 * redirected (a 404 or an error page is never kept). Its Cache-Control is not asked: Next marks
 * every page it renders per request `private, no-cache, no-store` (the product page opened as a
 * document, the gift store, a filtered collection) because it cannot know what a render read;
 * the shop knows these read only their address (server/cache/address-only-pages.mjs keeps them
 * in the shared cache for the same reason), so the address decides (isPublicPage).
 * @param {Response} response
 */
function mayKeepPage(response) {
  if (response.status !== 200 || response.type !== "basic" || response.redirected) return false;
  return /^text\/html\b/.test(response.headers.get("content-type") ?? "");
}

/** Drops the oldest entries beyond `most` (the Cache API keeps entries in the order they were put). */
async function trim(cache, most) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - most)).map((key) => cache.delete(key)));
}

/** The file URLs of a page's own scripts, styles and fonts, as its HTML names them. */
function assetsNamedIn(html) {
  const found = html.match(/\/_next\/static\/[\w\-./~%]+\.(?:js|css|woff2)/g) ?? [];
  return [...new Set(found)];
}

async function keepOfflinePage() {
  const response = await fetch(OFFLINE_PAGE, { cache: "reload" });
  if (!response.ok) throw new Error(`${OFFLINE_PAGE} answered ${response.status}`);
  const cache = await caches.open(STATIC_CACHE);
  const html = await response.clone().text();
  // Its scripts, styles and fonts too, so the offline page is drawn as the shop is.
  await cache.addAll(assetsNamedIn(html));
  await cache.put(OFFLINE_PAGE, response);
}

self.addEventListener("install", (event) => {
  // A new deploy's worker takes over at once (activate below claims the open pages): pages loaded
  // by the old one keep their scripts, and their next page load is the new deploy's.
  event.waitUntil(keepOfflinePage().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(PREFIX) && !CURRENT_CACHES.has(name)).map((name) => caches.delete(name)));
      // The page's request starts while the worker wakes, not after.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

async function offlinePage() {
  const kept = await caches.match(OFFLINE_PAGE, { cacheName: STATIC_CACHE });
  return kept ?? new Response("You are offline.", { status: 503, headers: { "content-type": "text/plain; charset=utf-8" } });
}

/**
 * Cache-first: the kept answer, else the network's, kept when it is a whole 200 of this origin.
 * With `most`, the cache holds the `most` answers used last.
 */
async function cacheFirst(request, cacheName, most) {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(request);
  if (kept) {
    if (most) await cache.put(request, kept.clone()); // put again: now the newest entry
    return kept;
  }
  const response = await fetch(request);
  if (response.status === 200 && response.type === "basic") {
    await cache.put(request, response.clone());
    if (most) await trim(cache, most);
  }
  return response;
}

/** The page from the network: the navigation preload's answer when the browser started one. */
async function fromNetwork(event) {
  const preloaded = await event.preloadResponse;
  return preloaded ?? fetch(event.request);
}

async function otherPage(event) {
  try {
    return await fromNetwork(event);
  } catch {
    return offlinePage();
  }
}

/** Resolves to undefined after `ms`. */
function silence(ms) {
  return new Promise((resolve) => setTimeout(() => resolve(undefined), ms));
}

async function publicPage(event, url) {
  const cache = await caches.open(PAGES_CACHE);
  const key = url.href;
  const network = fromNetwork(event).then(async (response) => {
    if (mayKeepPage(response)) {
      await cache.put(key, response.clone());
      await trim(cache, PAGES_KEPT);
    }
    return response;
  });
  // The page is kept even when a kept copy was shown first.
  event.waitUntil(network.catch(() => undefined));
  const keptCopy = () => cache.match(key, { ignoreVary: true });
  try {
    const first = await Promise.race([network, silence(NETWORK_WAIT_MS)]);
    if (first) return first;
    return (await keptCopy()) ?? (await network);
  } catch {
    return (await keptCopy()) ?? offlinePage();
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return;
  if (isRouterRequest(request, url)) return;
  if (url.pathname.startsWith("/_next/static/")) {
    event.respondWith(cacheFirst(request, STATIC_CACHE));
  } else if (url.pathname === "/_next/image") {
    event.respondWith(cacheFirst(request, PICTURES_CACHE, PICTURES_KEPT));
  } else if (request.mode === "navigate") {
    event.respondWith(isPublicPage(url) ? publicPage(event, url) : otherPage(event));
  }
});

// Which deploy's worker answers: asked by the page through a MessageChannel.
self.addEventListener("message", (event) => {
  if (event.data?.type === "version") event.ports[0]?.postMessage({ version: VERSION });
});
