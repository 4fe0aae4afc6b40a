// A request body waits at the front door until all of it has arrived, as nginx buffers a body
// before its upstream sees the request; only then is the request handed to Next.
//
// Why: Next read every body whole before any route could refuse it (a large POST cost time and
// memory before its 413: docs/decisions/0014), a body that stopped arriving held a request open
// in the app, and a client that gave up half-way reached the route as an "aborted" failure in
// the log. Here a body
// over its limit (body-limits.mjs) is refused once it passes the limit, one that stops arriving
// for `idleMs` is answered 408, and one whose sender leaves never reaches Next at all.
//
// How: Node's HTTP parser feeds a request's body to it by calling req.push(chunk), then
// req.push(null) at the end. Wrapping that push on this one request sees each chunk as it
// arrives without reading the stream (a 'data' listener would consume what Next must read);
// held chunks are pushed on, in order, once the last has come. At most `limit` bytes are held.

/**
 * Whether the request announces a body: a Content-Length above 0, or Transfer-Encoding.
 * @param {Pick<import("node:http").IncomingMessage, "headers">} req
 */
export function carriesBody(req) {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/**
 * The body length the request declares, or undefined (none, or sent chunked).
 * @param {Pick<import("node:http").IncomingMessage, "headers">} req
 * @returns {number | undefined}
 */
export function declaredLength(req) {
  const length = req.headers["content-length"];
  return length === undefined ? undefined : Number(length);
}

/**
 * Holds the body of `req` until it has all arrived, then calls `onArrived` (the body is then
 * readable from req as usual). Calls `onTooLarge` once more than `limit` bytes came, `onStalled`
 * when nothing arrived for `idleMs`, `onNoRoom` when `makeRoom(bytes held)` says the process
 * has no memory left for them (body-memory.mjs); after any, the rest is dropped unread and the
 * request never reaches `onArrived`. None is called when the client leaves first.
 * @param {import("node:http").IncomingMessage} req
 * @param {{
 *   limit: number,
 *   idleMs: number,
 *   onArrived: () => void,
 *   onTooLarge: () => void,
 *   onStalled: () => void,
 *   makeRoom?: (heldBytes: number) => boolean,
 *   onNoRoom?: () => void,
 * }} handlers
 */
export function holdBody(req, { limit, idleMs, onArrived, onTooLarge, onStalled, makeRoom = () => true, onNoRoom = onTooLarge }) {
  const push = req.push;
  /** @type {Buffer[]} */
  const held = [];
  let size = 0;
  let state = "arriving"; // then "arrived", "refused" or "gone"

  const idle = setTimeout(() => {
    if (state !== "arriving") return;
    refuse();
    onStalled();
  }, idleMs);

  function refuse() {
    state = "refused";
    clearTimeout(idle);
    held.length = 0;
  }

  req.push = function (/** @type {any} */ chunk, /** @type {BufferEncoding | undefined} */ encoding) {
    if (state === "arrived") return push.call(this, chunk, encoding);
    if (state !== "arriving") return false; // refused or gone: dropped, and the parser pauses the socket
    if (chunk === null) {
      state = "arrived";
      clearTimeout(idle);
      delete (/** @type {Partial<import("node:http").IncomingMessage>} */ (req)).push; // back to Readable's own push
      for (const piece of held) push.call(req, piece);
      held.length = 0;
      const result = push.call(req, null);
      onArrived();
      return result;
    }
    size += chunk.length;
    if (size > limit) {
      refuse();
      onTooLarge();
      return false;
    }
    if (!makeRoom(size)) {
      refuse();
      onNoRoom();
      return false;
    }
    held.push(typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk);
    idle.refresh();
    return true;
  };

  req.once("close", () => {
    if (state !== "arriving") return;
    state = "gone";
    clearTimeout(idle);
    held.length = 0;
  });
}
