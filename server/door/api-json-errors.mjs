// Every /api answer is JSON: the routes answer { error } themselves, but some answers come from
// Next around them, with no body or a text one: 405 for a method a route does not export (empty),
// 404 for an unknown path (the HTML not-found page), a 500 when Next itself fails (text/plain
// "Internal Server Error"). For an /api request, an answer with status 400 or above whose
// Content-Type is not JSON has its body replaced by { error } with a message for its status;
// its other headers (Allow on a 405, say) stay. Every other answer passes through untouched and
// still streams.
import { jsonErrorBody } from "./door-answers.mjs";

/** @typedef {import("node:http").OutgoingHttpHeaders | import("node:http").OutgoingHttpHeader[] | undefined} GivenHeaders */

/** Headers that describe the replaced body, so they go with it. */
const BODY_HEADERS = ["content-type", "content-length", "content-encoding", "etag", "last-modified"];

/**
 * @param {GivenHeaders} given
 */
function contentTypeIn(given) {
  if (Array.isArray(given)) {
    for (let i = 0; i + 1 < given.length; i += 2) if (String(given[i]).toLowerCase() === "content-type") return given[i + 1];
    return undefined;
  }
  if (!given) return undefined;
  const name = Object.keys(given).find((key) => key.toLowerCase() === "content-type");
  return name === undefined ? undefined : given[name];
}

/**
 * writeHead's headers set on the response, except those describing the replaced body.
 * @param {import("node:http").ServerResponse} res
 * @param {GivenHeaders} given
 */
function keepGivenHeaders(res, given) {
  /** @type {[string, import("node:http").OutgoingHttpHeader | undefined][]} */
  const pairs = Array.isArray(given) ? [] : Object.entries(given ?? {});
  if (Array.isArray(given)) for (let i = 0; i + 1 < given.length; i += 2) pairs.push([String(given[i]), given[i + 1]]);
  for (const [name, value] of pairs) {
    if (value === undefined || BODY_HEADERS.includes(String(name).toLowerCase())) continue;
    res.setHeader(name, value);
  }
}

/**
 * The callback among write/end's optional arguments, if any.
 * @param {unknown[]} args
 * @returns {(() => void) | undefined}
 */
function callbackIn(...args) {
  return /** @type {(() => void) | undefined} */ (args.find((arg) => typeof arg === "function"));
}

/**
 * Wraps `res` of an /api request so its error answers are JSON (install outermost: Next calls it first).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function answerApiErrorsAsJson(req, res) {
  const { writeHead, write, end } = res;
  /** @type {boolean | undefined} */
  let replacing; // decided when the status line is first written
  /** @type {(statusCode: number, given?: GivenHeaders) => boolean} */
  const decide = (statusCode, given) => {
    if (replacing === undefined) {
      const type = contentTypeIn(given) ?? res.getHeader("content-type");
      replacing = statusCode >= 400 && !/\bjson\b/i.test(String(type ?? ""));
    }
    return replacing;
  };

  res.writeHead = /** @type {typeof res.writeHead} */ (
    /**
     * @this {import("node:http").ServerResponse}
     * @param {number} statusCode
     * @param {any} [reason]
     * @param {GivenHeaders} [given]
     */
    function (statusCode, reason, given) {
    const hasReason = typeof reason === "string";
    if (!decide(statusCode, hasReason ? given : reason)) return writeHead.apply(this, /** @type {any} */ (arguments));
    keepGivenHeaders(res, hasReason ? given : reason);
    for (const name of BODY_HEADERS) res.removeHeader(name);
    res.setHeader("content-type", "application/json; charset=utf-8");
    res.setHeader("content-length", Buffer.byteLength(jsonErrorBody(statusCode, req.method)));
    res.setHeader("cache-control", "no-store");
    return writeHead.call(this, statusCode);
  });

  res.write = /** @type {typeof res.write} */ (
    /**
     * @this {import("node:http").ServerResponse}
     * @param {any} chunk
     * @param {any} [encoding]
     * @param {any} [callback]
     */
    function (chunk, encoding, callback) {
    if (!decide(res.statusCode)) return write.apply(this, /** @type {any} */ (arguments));
    if (!res.headersSent) res.writeHead(res.statusCode);
    const done = callbackIn(encoding, callback);
    if (done) process.nextTick(done);
    return true; // the replaced body is dropped
  });

  res.end = /** @type {typeof res.end} */ (
    /**
     * @this {import("node:http").ServerResponse}
     * @param {any} [chunk]
     * @param {any} [encoding]
     * @param {any} [callback]
     */
    function (chunk, encoding, callback) {
    if (!decide(res.statusCode)) return end.apply(this, /** @type {any} */ (arguments));
    if (!res.headersSent) res.writeHead(res.statusCode);
    const done = callbackIn(chunk, encoding, callback);
    const body = req.method === "HEAD" ? undefined : jsonErrorBody(res.statusCode, req.method);
    const endWith = /** @type {(...args: unknown[]) => import("node:http").ServerResponse} */ (end);
    return done ? endWith.call(this, body, done) : endWith.call(this, body);
  });
}
