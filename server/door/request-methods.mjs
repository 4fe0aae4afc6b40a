// The methods the shop answers. Next's route handlers take GET, HEAD, POST, PUT, PATCH, DELETE
// and OPTIONS; undici, which Next builds each route's Request with, throws on TRACE, TRACK and
// CONNECT (Next then answered a TRACE to any /api call with a 500 and a stack trace in the log),
// and nothing in the shop answers the rest (PROPFIND, QUERY ...). So the door answers every
// other method 405 with Allow, for every path, and Next never sees it. Node's parser itself
// refuses methods it does not know (TRACK, made-up ones) and hands CONNECT to a listener of its
// own: client-errors.mjs and shop-server.mjs answer those the same way.

export const SHOP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** Allow for an address whose methods we do not know: every method the shop may answer. */
export const ANY_SHOP_METHOD = SHOP_METHODS.join(", ");

/** Allow for a page or a static file: they only show things. */
export const PAGE_ALLOW = "GET, HEAD";

/**
 * Whether some route of the shop could answer this method.
 * @param {string | undefined} method
 */
export function shopTakes(method) {
  return method !== undefined && SHOP_METHODS.includes(method);
}

/**
 * Allow for an API call exporting `methods` (Next answers HEAD for a GET and OPTIONS itself).
 * @param {Iterable<string>} methods
 */
export function allowForCall(methods) {
  const allowed = new Set([...methods, "OPTIONS"]);
  if (allowed.has("GET")) allowed.add("HEAD");
  return SHOP_METHODS.filter((method) => allowed.has(method)).join(", ");
}

/**
 * The method of a raw request Node's parser refused, if it reads as one (for the answer's words).
 * @param {unknown} rawPacket
 * @returns {string | undefined}
 */
export function methodOfRawRequest(rawPacket) {
  const first = /^([A-Za-z0-9!#$%&'*+.^_`|~-]{1,24}) /.exec(Buffer.isBuffer(rawPacket) ? rawPacket.toString("latin1", 0, 32) : "");
  return first?.[1];
}
