// A shopper who closes the tab or loses signal while an answer is on its way is normal traffic,
// not a failure of the shop: the front door logs an error only when the client was still there.

const ABORT_CODES = new Set(["ECONNRESET", "EPIPE", "ERR_STREAM_PREMATURE_CLOSE", "ERR_STREAM_DESTROYED", "ABORT_ERR"]);

/**
 * Whether this error (or one it wraps, as Next's "failed to pipe response" does) is a client leaving.
 * @param {any} error
 * @param {number} [depth]
 * @returns {boolean}
 */
function isAbortError(error, depth = 0) {
  if (!error || typeof error !== "object" || depth > 5) return false;
  if (error.name === "AbortError" || error.name === "ResponseAborted" || ABORT_CODES.has(error.code)) return true;
  return isAbortError(error.cause, depth + 1);
}

/**
 * Whether a failure while answering `res` only means the client went away.
 * @param {unknown} error
 * @param {import("node:http").ServerResponse} res
 */
export function clientWentAway(error, res) {
  return isAbortError(error) || (res.destroyed && !res.writableFinished);
}
