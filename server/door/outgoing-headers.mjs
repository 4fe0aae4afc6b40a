// The last look at an answer's headers before they go out, for every answer of the front door:
// Next's, the shared cache's stored copies and the door's own refusals.
//
// - x-middleware-* headers are Next's notes to itself (proxy.ts's rewrites of /, /blog and
//   /collections make it send x-middleware-rewrite with the internal address): never sent.
// - Security headers (security-headers.mjs) that an answer lacks are added.
// - Strict-Transport-Security is decided here, per request, and never by Next: the shared cache
//   stores a page under its address alone, so a header decided by how one request arrived (https
//   or not) would be replayed to the next visitor however they came. This hook runs after the
//   shared cache has noted the headers it stores, so no stored copy holds it.
// - A page's s-maxage is capped at EDGE_SECONDS. Next sends its route-cache period (an hour
//   for the catalogue pages, a day for a product); the shop revalidates its own caches on every
//   server when a seller changes something, but cannot reach a CDN's or a proxy's copy, which
//   would show the old page for that long. Capped, a seller's change reaches every shopper
//   within a minute through any cache in front (docs/DEPLOY.md).
import { STRICT_TRANSPORT_SECURITY, securityHeaders } from "./security-headers.mjs";

/**
 * Whether the shopper reached us over https: our own TLS, or the proxy in front saying so.
 * @param {import("node:http").IncomingMessage} req
 */
export function cameOverHttps(req) {
  if (/** @type {import("node:tls").TLSSocket} */ (req.socket)?.encrypted) return true;
  const forwarded = req.headers["x-forwarded-proto"];
  if (forwarded === undefined) return false;
  const first = String(Array.isArray(forwarded) ? forwarded[0] : (forwarded ?? "")).split(",")[0];
  return first?.trim().toLowerCase() === "https";
}

/** The longest a cache in front of the shop may keep a page (s-maxage), in seconds. */
export const EDGE_SECONDS = 60;
const S_MAXAGE = /(^|,)(\s*)s-maxage=(\d+)/i;

/**
 * `value` with any s-maxage above EDGE_SECONDS lowered to it; the same string when within.
 * @template T
 * @param {T} value
 * @returns {T}
 */
export function capSharedAge(value) {
  if (typeof value !== "string") return value;
  const found = S_MAXAGE.exec(value);
  if (!found || Number(found[3]) <= EDGE_SECONDS) return value;
  return /** @type {T} */ (value.replace(S_MAXAGE, `$1$2s-maxage=${EDGE_SECONDS}`));
}

/** The table with lower-case names, as Node keeps header names. */
/** @param {{ key: string, value: string }[]} rules */
const lowerCased = (rules) => rules.map(({ key, value }) => ({ name: key.toLowerCase(), value }));
const PRODUCTION_HEADERS = lowerCased(securityHeaders());
const DEVELOPMENT_HEADERS = lowerCased(securityHeaders({ development: true }));

// What the last look needs from its request, kept on the response (no closures per request:
// this runs for every answer, stored pages included).
const ORIGINAL_WRITE_HEAD = Symbol("writeHead before the last look");
const WANTED = Symbol("security headers wanted");
const HTTPS = Symbol("came over https");
/**
 * A response with the last look installed.
 * @typedef {import("node:http").ServerResponse & {
 *   [ORIGINAL_WRITE_HEAD]: import("node:http").ServerResponse["writeHead"],
 *   [WANTED]: { name: string, value: string }[],
 *   [HTTPS]: boolean,
 * }} FinishedResponse
 * @typedef {Record<string, any>} GivenHeaders writeHead's headers as an object
 */

/**
 * Installs the last look on `res`. Call before anything else wraps res.writeHead, so this runs
 * last, when every layer (Next, the shared cache, compression) has set its headers.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {{ development?: boolean }} [options]
 */
export function finishHeadersOnTheWayOut(req, res, { development = false } = {}) {
  const finished = /** @type {FinishedResponse} */ (res);
  finished[ORIGINAL_WRITE_HEAD] = res.writeHead;
  finished[WANTED] = development ? DEVELOPMENT_HEADERS : PRODUCTION_HEADERS;
  finished[HTTPS] = cameOverHttps(req);
  res.writeHead = /** @type {import("node:http").ServerResponse["writeHead"]} */ (writeHeadFinished);
}

/**
 * Whether a header name is one of Next's x-middleware-* notes (any case).
 * @param {string} name
 */
function isMiddlewareNote(name) {
  return name.length > 13 && (name.charCodeAt(0) | 32) === 120 /* x */ && name.slice(0, 13).toLowerCase() === "x-middleware-";
}

/**
 * Whether a header name is Strict-Transport-Security (any case).
 * @param {string} name
 */
function isTransportSecurity(name) {
  return name.length === 25 && name.toLowerCase() === "strict-transport-security";
}

/**
 * Whether headers given to writeHead need the last look to change anything.
 * @param {FinishedResponse} res
 * @param {GivenHeaders} given
 * @param {string[]} setNames
 */
function needsFinishing(res, given, setNames) {
  if (res[HTTPS]) return true;
  const cacheControl = given["cache-control"] ?? given["Cache-Control"];
  if (cacheControl !== undefined && capSharedAge(cacheControl) !== cacheControl) return true;
  for (const name in given) if (isMiddlewareNote(name) || isTransportSecurity(name)) return true;
  for (const { name } of res[WANTED]) if (given[name] === undefined && !setNames.includes(name)) return true;
  return false;
}

/**
 * The headers given to writeHead as an object (the shared cache's stored ones), finished: the
 * same object when nothing needs to change (a stored page already has the security headers),
 * else a copy with lower-case names.
 * @param {FinishedResponse} res
 * @param {GivenHeaders} given
 * @param {string[]} setNames
 * @returns {GivenHeaders}
 */
function finishGiven(res, given, setNames) {
  if (!needsFinishing(res, given, setNames)) return given;
  const https = res[HTTPS];
  /** @type {GivenHeaders} */
  const headers = {};
  for (const name in given) {
    const value = given[name];
    if (value !== undefined && !isMiddlewareNote(name)) headers[name.toLowerCase()] = value;
  }
  if (headers["cache-control"] !== undefined) headers["cache-control"] = capSharedAge(headers["cache-control"]);
  for (const { name, value } of res[WANTED]) {
    if (headers[name] === undefined && !setNames.includes(name)) headers[name] = value;
  }
  if (https) headers["strict-transport-security"] = STRICT_TRANSPORT_SECURITY;
  else delete headers["strict-transport-security"];
  return headers;
}

/**
 * The headers set on the response (Next's way), finished in place.
 * @param {FinishedResponse} res
 * @param {string[]} setNames
 */
function finishSet(res, setNames) {
  for (const { name, value } of res[WANTED]) if (!setNames.includes(name)) res.setHeader(name, value);
  const cacheControl = res.getHeader("cache-control");
  const capped = capSharedAge(cacheControl);
  if (capped !== undefined && capped !== cacheControl) res.setHeader("cache-control", capped);
  if (res[HTTPS]) res.setHeader("strict-transport-security", STRICT_TRANSPORT_SECURITY);
}

/**
 * @this {FinishedResponse}
 * @param {number} statusCode
 * @param {any} [reason]
 * @param {any} [given]
 */
function writeHeadFinished(statusCode, reason, given) {
  const hasReason = typeof reason === "string";
  let headers = hasReason ? given : reason;
  let setNames = this.getHeaderNames(); // lower-case, as the table's
  for (const name of setNames) {
    if (isMiddlewareNote(name) || (isTransportSecurity(name) && !this[HTTPS])) this.removeHeader(name);
  }
  if (Array.isArray(headers)) {
    // A flat [name, value, ...] list: set as headers, so they are finished with the rest.
    for (let i = 0; i + 1 < headers.length; i += 2) this.appendHeader(String(headers[i]), headers[i + 1]);
    headers = undefined;
    setNames = this.getHeaderNames();
  }
  if (headers) headers = finishGiven(this, headers, setNames);
  else finishSet(this, setNames);
  const writeHead = /** @type {(...args: unknown[]) => import("node:http").ServerResponse} */ (this[ORIGINAL_WRITE_HEAD]);
  if (hasReason) return headers ? writeHead.call(this, statusCode, reason, headers) : writeHead.call(this, statusCode, reason);
  return headers ? writeHead.call(this, statusCode, headers) : writeHead.call(this, statusCode);
}
