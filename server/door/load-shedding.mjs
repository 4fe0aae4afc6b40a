// Load shedding at the front door: when the server already has more than it can answer soon, a
// new request is told at once to come back (503, Retry-After: 1) instead of queueing behind the
// others. Without it, 500 concurrent uncached catalogue calls made every answer wait (p99 11-16 s)
// and a load balancer's /api/health waited 6.5 s behind them.
//
// Two signs of overload:
// - Requests in flight to Next: work already waiting (with a database server, queries overlap
//   and requests pile up here).
// - How late the event loop is, with many requests let in during the same late turn. The embedded
//   database runs each query on this thread, so a request is often answered within the turn that
//   read it: in-flight stays near 1 while the loop falls seconds behind, reading and answering one
//   queued request after another. Once the loop is `maxDelayMs` late, the requests still waiting
//   in that turn are turned away. One slow render also makes the loop late, but lets in no crowd,
//   and the shopper after it is served.

/**
 * @typedef {{ readonly inFlight: number, overloaded(): boolean, admit(res: import("node:http").ServerResponse): void }} LoadShedder
 * @typedef {{ delay(): number, turn(): number }} EventLoopProbe
 */

/** Requests let in during one late turn of the loop before the rest are turned away. */
const CROWD = 8;

/** Defaults for a small server (2 cores): SHED_MAX_IN_FLIGHT and SHED_MAX_DELAY_MS in server/index.mjs. */
export const DEFAULT_MAX_IN_FLIGHT = 64;
export const DEFAULT_MAX_DELAY_MS = 300;

/**
 * The event loop, seen from a short repeating timer: `turn` counts the timer's runs (each one a
 * moment the loop was free to run timers), `delay` is how late its next run already is, which
 * is how long the loop has been busy since it last was free.
 * @param {{ intervalMs?: number, now?: () => number }} [options]
 * @returns {EventLoopProbe}
 */
export function eventLoopProbe({ intervalMs = 20, now = () => performance.now() } = {}) {
  let expected = now() + intervalMs;
  let turn = 0;
  const timer = setInterval(() => {
    expected = now() + intervalMs;
    turn++;
  }, intervalMs);
  timer.unref();
  return {
    delay: () => Math.max(0, now() - expected),
    turn: () => turn,
  };
}

/**
 * @param {{ maxInFlight: number, maxDelayMs: number, probe?: EventLoopProbe }} options
 * maxInFlight 0 turns shedding off. `probe` defaults to one of this process's event loop.
 * @returns {LoadShedder}
 */
export function createLoadShedder({ maxInFlight, maxDelayMs, probe }) {
  const loop = probe ?? (maxInFlight > 0 ? eventLoopProbe() : { delay: () => 0, turn: () => 0 });
  let inFlight = 0;
  let turn = -1;
  let letInThisTurn = 0;
  return {
    get inFlight() {
      return inFlight;
    },

    /** Whether a new request should be turned away now. */
    overloaded() {
      if (maxInFlight <= 0) return false;
      if (inFlight >= maxInFlight) return true;
      if (loop.turn() !== turn) return false; // the loop has been free since the last one came in
      return letInThisTurn >= CROWD && loop.delay() > maxDelayMs;
    },

    /** Counts this request as in flight until its response is done (sent, or the client left). */
    admit(res) {
      const now = loop.turn();
      if (now !== turn) {
        turn = now;
        letInThisTurn = 0;
      }
      letInThisTurn++;
      inFlight++;
      let counted = true;
      res.once("close", () => {
        if (!counted) return;
        counted = false;
        inFlight--;
      });
    },
  };
}
