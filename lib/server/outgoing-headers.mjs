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
import { STRICT_TRANSPORT_SECURITY, securityHeaders } from "./security-headers.mjs";

/** Whether the shopper reached us over https: our own TLS, or the proxy in front saying so. */
export function cameOverHttps(req) {
  if (req.socket?.encrypted) return true;
  const forwarded = req.headers["x-forwarded-proto"];
  const first = String(Array.isArray(forwarded) ? forwarded[0] : (forwarded ?? "")).split(",")[0];
  return first.trim().toLowerCase() === "https";
}

const PRODUCTION_HEADERS = securityHeaders();
const DEVELOPMENT_HEADERS = securityHeaders({ development: true });

/**
 * Installs the last look on `res`. Call before anything else wraps res.writeHead, so this runs
 * last, when every layer (Next, the shared cache, compression) has set its headers.
 */
export function finishHeadersOnTheWayOut(req, res, { development = false } = {}) {
  const wanted = development ? DEVELOPMENT_HEADERS : PRODUCTION_HEADERS;
  const https = cameOverHttps(req);
  const { writeHead } = res;

  /** The headers given to writeHead as an object (the shared cache's stored ones), finished. */
  function finishGiven(given) {
    const headers = {};
    for (const [name, value] of Object.entries(given)) {
      const lower = name.toLowerCase();
      if (value !== undefined && !lower.startsWith("x-middleware-")) headers[lower] = value;
    }
    for (const { key, value } of wanted) {
      const lower = key.toLowerCase();
      if (headers[lower] === undefined && !res.hasHeader(lower)) headers[lower] = value;
    }
    if (https) headers["strict-transport-security"] = STRICT_TRANSPORT_SECURITY;
    else delete headers["strict-transport-security"];
    return headers;
  }

  /** The headers set on the response (Next's way), finished in place. */
  function finishSet() {
    for (const { key, value } of wanted) if (!res.hasHeader(key)) res.setHeader(key, value);
    if (https) res.setHeader("strict-transport-security", STRICT_TRANSPORT_SECURITY);
  }

  res.writeHead = function (statusCode, reason, given) {
    const hasReason = typeof reason === "string";
    let headers = hasReason ? given : reason;
    for (const name of res.getHeaderNames()) {
      if (name.startsWith("x-middleware-") || (name === "strict-transport-security" && !https)) res.removeHeader(name);
    }
    if (Array.isArray(headers)) {
      // A flat [name, value, ...] list: set as headers, so they are finished with the rest.
      for (let i = 0; i + 1 < headers.length; i += 2) res.appendHeader(String(headers[i]), headers[i + 1]);
      headers = undefined;
    }
    if (headers) headers = finishGiven(headers);
    else finishSet();
    if (hasReason) return headers ? writeHead.call(this, statusCode, reason, headers) : writeHead.call(this, statusCode, reason);
    return headers ? writeHead.call(this, statusCode, headers) : writeHead.call(this, statusCode);
  };
}
