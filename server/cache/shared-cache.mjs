// The shared cache in front of Next (server/index.mjs): a small HTTP shared cache (RFC 9111), like the
// CDN or nginx micro-cache a shop puts before its app, inside the one process.
//
// Why: Next's own route cache stores each catalogue page after its first visit, but answering from
// it still costs CPU on every request (docs/decisions/0002: routing, the proxy, hashing the whole
// page for an ETag, encoding the string, gzipping it again for every browser). This cache keeps
// the finished response as bytes, gzip and brotli included, and answers repeat requests in a
// fraction of that. Catalogue JSON (`public, max-age=60`) is kept the same way.
//
// What it stores is decided by the response, as any shared cache does: only a 200 HTML, JSON or
// XML (the sitemap files) response marked shareable (`s-maxage=N`, or `public, max-age=N`; never
// `private`, `no-store`, `no-cache`, nor with Set-Cookie). Pages and calls that read the
// visitor's cookies are `private` and always go to Next. The one exception is decided by the
// address: pages rendered per request from their URL alone (./address-only-pages.mjs: the
// filtered collection, offers, themes) are kept from their second request on, whatever
// Cache-Control Next gave them. Router (RSC) requests, /_next files, server actions, calls to /api with
// an Authorization header and draft-mode previews always go to Next. A page asked with an
// Authorization header is shared like any other: no page reads that header (the shop's pages know
// a shopper by the session cookie, and a page that reads it is `private`), and sending every such
// request to Next made an API client's or a signed-in load script's product pages render per
// request (docs/decisions/0028). An entry lives for its s-maxage (or max-age), at most
// `maxSeconds`, and is dropped when the app revalidates what it may show (server/cache/shop-cache-handler.mjs
// calls clearSharedCaches with the tags): everything, except that a revalidation naming single
// products only (a stock line that changed after an order) keeps the other products' pages, so a
// sale's orders do not make every shopper's next product page wait for a render.
import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { capSharedAge } from "../door/outgoing-headers.mjs";
import { isRouterRequest } from "../door/router-request.mjs";
import { isAddressOnlyPage } from "./address-only-pages.mjs";
import { createByteLru } from "./byte-lru.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {Record<string, any>} HeaderBag response headers by lower-case name
 * @typedef {"br" | "gzip" | "identity"} Encoding
 * @typedef {{
 *   statusCode: number,
 *   headers: HeaderBag,
 *   weakEtag: string | undefined,
 *   body: Partial<Record<Encoding, Buffer>> & { identity: Buffer },
 *   heads: Partial<Record<Encoding, HeaderBag>>,
 *   storedAt: number,
 *   expiresAt: number,
 * }} StoredAnswer
 * @typedef {{
 *   serve(req: IncomingMessage, res: ServerResponse): boolean,
 *   record(req: IncomingMessage, res: ServerResponse): void,
 *   clear(tags?: readonly string[]): void,
 *   readonly size: number,
 *   readonly bytes: number,
 * }} SharedCache
 */

/** Response headers that belong to one connection or one encoding, not to the stored page. */
// x-nextjs-cache described Next's own lookup for that one response; x-request-id names one request.
const PER_RESPONSE_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "age", "x-nextjs-cache", "x-request-id"]);
/** A response bigger than this is passed through, not stored. */
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;

/** Every shared cache of this process, so a tag revalidation anywhere empties them all. */
const registry = (/** @type {{ [key: symbol]: Set<SharedCache> | undefined }} */ (globalThis)[Symbol.for("teerang.sharedCaches")] ??= new Set());

/**
 * Drops the stored responses a revalidation may have changed: called when the app revalidates a
 * tag or a path. Without tags (or with any tag but a single product's) everything goes.
 * @param {readonly string[]} [tags]
 */
export function clearSharedCaches(tags) {
  for (const cache of registry) cache.clear(tags);
}

/** A single product's tag (lib/cache-tags.ts `cacheTags.product`). */
const PRODUCT_TAG = /^product:(.+)$/;
/** A product's own page, asked as a document: the only page that reads one product alone. */
const PRODUCT_DOCUMENT = /^\/product\/details\/([^/?#]+)(?:\?|$)/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The products a revalidation names when it names nothing else (their slugs, lower case), or
 * undefined when it names anything wider (a listing, a banner, a path, or nothing at all).
 * @param {readonly string[] | undefined} tags
 * @returns {Set<string> | undefined}
 */
export function productsOnly(tags) {
  if (!tags || tags.length === 0) return undefined;
  /** @type {Set<string>} */
  const slugs = new Set();
  for (const tag of tags) {
    const slug = PRODUCT_TAG.exec(tag)?.[1];
    if (slug === undefined) return undefined;
    slugs.add(slug.toLowerCase());
  }
  return slugs;
}

/**
 * Whether a stored answer survives a revalidation of these products alone: another product's
 * page, asked by its slug. Its render read that product only (docs/decisions/0003), so a
 * revalidation of other products cannot have changed it. Lists, the home page, JSON and a
 * product asked by its id (which may be one of those revalidated) all go.
 * @param {string} key the stored request URL
 * @param {Set<string>} slugs
 */
export function survivesProductRevalidation(key, slugs) {
  const segment = PRODUCT_DOCUMENT.exec(key)?.[1];
  if (segment === undefined) return false;
  let named;
  try {
    named = decodeURIComponent(segment).toLowerCase();
  } catch {
    return false;
  }
  return !UUID.test(named) && !slugs.has(named);
}

/**
 * Whether this request may be answered from, or stored in, the shared cache.
 * @param {Pick<IncomingMessage, "method" | "url" | "headers">} req
 */
export function isShareableRequest(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "";
  if (!url.startsWith("/") || url.startsWith("/_next/")) return false;
  // The router's requests want the RSC payload, not the page.
  if (isRouterRequest(req)) return false;
  // A call may answer for the token it carries; a page never reads it (see the top of this file).
  if (req.headers.authorization && (url === "/api" || url.startsWith("/api/") || url.startsWith("/api?"))) return false;
  // Draft mode shows unpublished content to one editor: never shared.
  if ((req.headers.cookie ?? "").includes("__prerender_bypass")) return false;
  return true;
}

/**
 * Seconds a response may be kept by a shared cache: its s-maxage (or max-age when public), capped
 * at maxSeconds, or 0 when it must not be stored (not a 200 page or JSON, private, no-store,
 * no-cache, or setting a cookie).
 * @param {number} statusCode
 * @param {HeaderBag} headers
 * @param {number} maxSeconds
 * @returns {number}
 */
export function storableSeconds(statusCode, headers, maxSeconds) {
  if (statusCode !== 200) return 0;
  if (headers["set-cookie"] !== undefined) return 0;
  if (!/^(text\/html|application\/json|application\/xml)\b/.test(String(headers["content-type"] ?? ""))) return 0;
  if (headers["content-encoding"] !== undefined) return 0;
  if (headers["x-nextjs-postponed"] !== undefined) return 0; // a shell whose holes stream per request
  if (String(headers["x-nextjs-cache"] ?? "").toUpperCase() === "STALE") return 0; // known outdated: Next is refreshing it
  const cacheControl = String(headers["cache-control"] ?? "").toLowerCase();
  if (/(^|,)\s*(private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  const sMaxAge = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl);
  const maxAge = /(?:^|,)\s*public\b/.test(cacheControl) ? /(?:^|,)\s*max-age=(\d+)/.exec(cacheControl) : null;
  const seconds = sMaxAge ?? maxAge;
  return seconds ? Math.min(Number(seconds[1]), maxSeconds) : 0;
}

/**
 * Seconds an address-only page (./address-only-pages.mjs) may be kept: Next marks such a page
 * `private, no-cache` and a streamed one postponed, since it cannot know what its render read;
 * the shop knows it read only the address. The other rules stand: a 200 HTML page, not
 * compressed, setting no cookie. Kept for maxSeconds, and emptied with the rest on any write.
 * @param {number} statusCode
 * @param {HeaderBag} headers
 * @param {number} maxSeconds
 * @returns {number}
 */
export function addressOnlySeconds(statusCode, headers, maxSeconds) {
  if (statusCode !== 200 || headers["set-cookie"] !== undefined || headers["content-encoding"] !== undefined) return 0;
  return /^text\/html\b/.test(String(headers["content-type"] ?? "")) ? maxSeconds : 0;
}

/**
 * Address-only pages remembered as asked once, at most: a page is stored on its second request
 * within its lifetime, so addresses asked only once (a crawler's walk, or someone varying a
 * filter to load the server) render as before but never push the pages shoppers share out of
 * the cache's budget.
 */
const ASKED_ONCE_KEPT = 10_000;
/**
 * Longer addresses are not remembered nor kept: a shopper's filters take a few dozen characters,
 * and 10,000 remembered addresses of 16 kB each (Node's header limit) would be 160 MB.
 */
const ADDRESS_ONLY_URL_MAX = 512;

/** Which of the stored encodings an Accept-Encoding value takes (q > 0), parsed once per value. */
/** @type {Map<string, { br: boolean, gzip: boolean }>} */
const acceptedByValue = new Map();
/** Distinct Accept-Encoding values remembered at most (browsers send a handful). */
const ACCEPTED_VALUES_KEPT = 256;

/**
 * @param {unknown} acceptEncoding
 */
function acceptedEncodings(acceptEncoding) {
  const value = String(acceptEncoding ?? "");
  let accepts = acceptedByValue.get(value);
  if (accepts) return accepts;
  /** @type {Map<string, number>} */
  const accepted = new Map();
  for (const part of value.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const wants = (/** @type {string} */ name) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  accepts = { br: wants("br"), gzip: wants("gzip") };
  // A client sending ever-new values would grow this without end: start again instead.
  if (acceptedByValue.size >= ACCEPTED_VALUES_KEPT) acceptedByValue.clear();
  acceptedByValue.set(value, accepts);
  return accepts;
}

/**
 * The best encoding the client accepts among those stored: "br", "gzip" or "identity".
 * @param {string | string[] | undefined} acceptEncoding
 * @param {Partial<Record<Encoding, unknown>>} available
 * @returns {Encoding}
 */
export function chooseEncoding(acceptEncoding, available) {
  const accepts = acceptedEncodings(acceptEncoding);
  if (available.br && accepts.br) return "br";
  if (available.gzip && accepts.gzip) return "gzip";
  return "identity";
}

/**
 * A strong entity tag for these bytes (SHA-1: native, and cheap next to a render).
 * @param {Buffer} body
 */
export function entityTag(body) {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/**
 * Whether If-None-Match names this entity tag (weak comparison, as for GET).
 * @param {string | undefined} ifNoneMatch
 * @param {string | undefined} etag
 */
function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false;
  const bare = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => bare(tag) === bare(etag));
}

/**
 * writeHead's headers (an object, or a flat [name, value, ...] array) with lower-case names.
 * @param {any} given
 * @returns {HeaderBag}
 */
function headerObject(given) {
  /** @type {HeaderBag} */
  const headers = {};
  if (Array.isArray(given)) {
    for (let i = 0; i + 1 < given.length; i += 2) headers[String(given[i]).toLowerCase()] = given[i + 1];
  } else if (given) {
    for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = value;
  }
  return headers;
}

/**
 * A copy of one written chunk as bytes (Next may reuse its buffers).
 * @param {any} chunk
 * @param {any} encoding
 * @returns {Buffer}
 */
function toBuffer(chunk, encoding) {
  if (typeof chunk === "string") return Buffer.from(chunk, /** @type {BufferEncoding} */ (typeof encoding === "string" ? encoding : "utf8"));
  return Buffer.from(chunk);
}

/**
 * The headers of a hit sent in `encoding`, made once per entry and encoding: the stored ones,
 * then age, x-shared-cache and x-request-id (set per hit), the encoding's entity tag, its
 * Content-Encoding and Content-Length.
 * @param {StoredAnswer} entry
 * @param {Encoding} encoding
 * @param {Buffer} body
 * @returns {HeaderBag}
 */
function headFor(entry, encoding, body) {
  let head = entry.heads[encoding];
  if (head) return head;
  head = { ...entry.headers, age: "0", "x-shared-cache": "HIT", "x-request-id": "" };
  if (entry.weakEtag && encoding !== "identity") head.etag = entry.weakEtag;
  if (encoding !== "identity") head["content-encoding"] = encoding;
  head["content-length"] = String(body.length);
  entry.heads[encoding] = head;
  return head;
}

/**
 * @param {{ budgetBytes: number, maxSeconds: number, now?: () => number }} options
 * @returns {SharedCache}
 */
export function createSharedCache({ budgetBytes, maxSeconds, now = Date.now }) {
  /** Stored responses by request URL, least recently used dropped first. */
  /** @type {import("./byte-lru.mjs").ByteLru<StoredAnswer>} */
  const entries = createByteLru(budgetBytes);
  /**
   * Counts the times this cache was emptied. An answer Next began before a revalidation and
   * finished after it was rendered from the old data: stored, it would bring back what the
   * revalidation removed, for its whole lifetime. So an answer is stored only when no clear
   * happened while it was being written (a seller's banner once stayed hidden this way).
   */
  let generation = 0;
  /** Address-only pages asked once, with when: the doorkeeper of their storing (ASKED_ONCE_KEPT). */
  /** @type {Map<string, number>} */
  const askedOnce = new Map();

  /**
   * Whether this address-only page was asked before, within maxSeconds; remembers this ask.
   * @param {string} key
   */
  function askedBefore(key) {
    const at = askedOnce.get(key);
    const fresh = at !== undefined && now() - at < maxSeconds * 1000;
    if (fresh) {
      askedOnce.delete(key);
      return true;
    }
    askedOnce.delete(key);
    if (askedOnce.size >= ASKED_ONCE_KEPT) askedOnce.delete(/** @type {string} */ (askedOnce.keys().next().value));
    askedOnce.set(key, now());
    return false;
  }

  /**
   * @param {string} key
   * @param {number} statusCode
   * @param {HeaderBag} headers
   * @param {Buffer} body
   * @param {number} seconds
   */
  function store(key, statusCode, headers, body, seconds) {
    /** @type {HeaderBag} */
    const kept = {};
    for (const [name, value] of Object.entries(headers)) if (!PER_RESPONSE_HEADERS.has(name)) kept[name] = value;
    // Stored as it will be sent (s-maxage capped for caches in front), so a hit needs no copy of
    // its headers on the way out.
    if (kept["cache-control"] !== undefined) kept["cache-control"] = capSharedAge(kept["cache-control"]);
    // Next makes no entity tag (next.config.ts): the stored bytes get one, so a browser's next
    // visit can be answered 304.
    kept.etag ??= entityTag(body);
    const vary = String(kept.vary ?? "");
    if (!/accept-encoding/i.test(vary)) kept.vary = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
    // Stored as it is at once; gzip, then brotli (slower and smaller) join when they are ready.
    // Both are made on libuv's threads: done here, a level-9 gzip held up every request behind
    // it on the first visit of each page.
    // Brotli at quality 8, not 9: quality 9's large match-finder table is freed on the main thread
    // when the stream closes; 8 costs far less, for output barely larger (docs/decisions/0002).
    // One entity tag per encoding: the stored page's own for identity, its weak form otherwise
    // (made once here, not on every hit).
    const weakEtag = kept.etag && `W/${String(kept.etag).replace(/^W\//, "")}`;
    /** @type {StoredAnswer} */
    const entry = { statusCode, headers: kept, weakEtag, body: { identity: body }, heads: {}, storedAt: now(), expiresAt: now() + seconds * 1000 };
    if (!entries.set(key, entry, body.length)) return;
    const stillStored = () => entries.peek(key) === entry; // not replaced or dropped meanwhile
    zlib.gzip(body, { level: 9 }, (error, gzip) => {
      if (error || !stillStored() || !entries.grow(key, gzip.length)) return;
      entry.body.gzip = gzip;
      zlib.brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 8, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }, (failed, br) => {
        if (failed || !stillStored()) return;
        if (entries.grow(key, br.length)) entry.body.br = br;
      });
    });
  }

  /**
   * The fresh entry for this request, if any (and marks it recently used).
   * @param {string} key
   */
  function lookup(key) {
    const entry = entries.get(key);
    if (entry && now() >= entry.expiresAt) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** @type {SharedCache} */
  const cache = {
    /** Answers the request from a stored response; false when there is none and Next must answer. */
    serve(req, res) {
      if (!isShareableRequest(req)) return false;
      const entry = lookup(req.url ?? "");
      if (!entry) return false;
      const encoding = chooseEncoding(req.headers["accept-encoding"], entry.body);
      const body = /** @type {Buffer} */ (entry.body[encoding]);
      const etag = entry.weakEtag && encoding !== "identity" ? entry.weakEtag : entry.headers.etag;
      const age = String(Math.floor((now() - entry.storedAt) / 1000));
      if (matchesEtag(req.headers["if-none-match"], etag)) {
        // The page's own policy (it names the page's inline scripts by hash): a browser replaces
        // its stored copy's headers with the 304's, and the door's default would block them.
        const policy = entry.headers["content-security-policy"];
        res.writeHead(304, { etag, vary: entry.headers.vary, "cache-control": entry.headers["cache-control"], age, ...(policy === undefined ? {} : { "content-security-policy": policy }) });
        res.end();
        return true;
      }
      // This request's own id (server/log/request-id.mjs), written into the entry's head for this
      // encoding: writeHead reads it at once, so one object serves every hit. Copying the
      // stored headers into a new object on each hit cost a good share of a small answer
      // (docs/decisions/0002).
      const id = req.headers["x-request-id"];
      const head = id === undefined ? { ...headFor(entry, encoding, body) } : headFor(entry, encoding, body);
      head.age = age;
      if (id === undefined) delete head["x-request-id"];
      else head["x-request-id"] = id;
      res.writeHead(entry.statusCode, head);
      res.end(req.method === "HEAD" ? undefined : body);
      return true;
    },

    /**
     * Watches Next's answer and stores it when it is shareable. Call before handing the request
     * to Next, after any compression layer (this must see the bytes Next writes).
     */
    record(req, res) {
      if (req.method !== "GET" || !isShareableRequest(req)) return;
      const key = req.url ?? "";
      const startedIn = generation;
      // An address-only page asked before (so kept from this answer), else remembered as asked once.
      const addressOnly = key.length <= ADDRESS_ONLY_URL_MAX && isAddressOnlyPage(key) && askedBefore(key);
      const { writeHead, write, end } = res;
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      // Decided once, when Next first sets the status line or writes, and before the compression
      // layer below adds its Content-Encoding: the headers as Next gave them, and how long they
      // let this answer be kept (0: not at all).
      /** @type {HeaderBag} */
      let headers = {};
      /** @type {number | undefined} */
      let seconds;
      /** @type {(statusCode: number, given?: any) => void} */
      const decide = (statusCode, given) => {
        if (seconds !== undefined) return;
        headers = { ...res.getHeaders(), ...headerObject(given) };
        seconds = storableSeconds(statusCode, headers, maxSeconds);
        if (seconds === 0 && addressOnly) seconds = addressOnlySeconds(statusCode, headers, maxSeconds);
      };
      /** @type {(chunk: any, encoding: any) => void} */
      const keep = (chunk, encoding) => {
        decide(res.statusCode);
        if (seconds === 0 || chunk == null || typeof chunk === "function") return;
        const buffer = toBuffer(chunk, encoding);
        size += buffer.length;
        if (size > MAX_ENTRY_BYTES) {
          seconds = 0;
          chunks.length = 0;
          return;
        }
        chunks.push(buffer);
      };
      res.writeHead = /** @type {typeof res.writeHead} */ (
        /** @this {ServerResponse} @param {number} statusCode @param {any} [reason] @param {any} [given] */
        function (statusCode, reason, given) {
          decide(statusCode, typeof reason === "string" ? given : reason);
          return writeHead.apply(this, /** @type {any} */ (arguments));
        }
      );
      res.write = /** @type {typeof res.write} */ (
        /** @this {ServerResponse} @param {any} chunk @param {any} [encoding] @param {any} [callback] */
        function (chunk, encoding, callback) {
          keep(chunk, encoding);
          return write.call(this, chunk, encoding, callback);
        }
      );
      res.end = /** @type {typeof res.end} */ (
        /** @this {ServerResponse} @param {any} [chunk] @param {any} [encoding] @param {any} [callback] */
        function (chunk, encoding, callback) {
          keep(chunk, encoding);
          const result = end.call(this, chunk, encoding, callback);
          if (seconds !== undefined && seconds > 0 && startedIn === generation) store(key, res.statusCode, headers, Buffer.concat(chunks), seconds);
          return result;
        }
      );
    },

    clear(tags) {
      generation += 1;
      const slugs = productsOnly(tags);
      if (!slugs) {
        entries.clear();
        return;
      }
      for (const key of [...entries.keys()]) if (!survivesProductRevalidation(key, slugs)) entries.delete(key);
    },

    get size() {
      return entries.size;
    },

    get bytes() {
      return entries.bytes;
    },
  };
  registry.add(cache);
  return cache;
}
