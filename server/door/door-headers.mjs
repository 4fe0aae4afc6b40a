// Request headers only the door writes: what it learnt about a request (the socket's peer, whether
// the router sent it) handed to the app, which sees headers only. The client's own value under
// such a name, if any, is removed first, from the raw list too (Next rebuilds some requests from
// it): the client must never choose what these say.

/**
 * Sets `name` to `value` on the request, or leaves it absent when `value` is undefined.
 * @param {Pick<import("node:http").IncomingMessage, "headers" | "rawHeaders">} req
 * @param {string} name
 * @param {string | undefined} value
 */
export function writeDoorHeader(req, name, value) {
  if (req.headers[name] !== undefined) {
    delete req.headers[name];
    const raw = req.rawHeaders;
    req.rawHeaders = [];
    for (let i = 0; i + 1 < raw.length; i += 2) {
      if (raw[i]?.toLowerCase() !== name) req.rawHeaders.push(/** @type {string} */ (raw[i]), /** @type {string} */ (raw[i + 1]));
    }
  }
  if (value !== undefined) req.headers[name] = value;
}
