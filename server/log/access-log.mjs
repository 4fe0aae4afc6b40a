// With ACCESS_LOG=1, one line per answered request: method, path (never the query string, which
// may carry a shopper's search or a token), status, and milliseconds to the last byte, at `info`.
// Off by default: behind nginx (docs/DEPLOY.md) its access log already has every request with the
// same id, and a line per request costs the shared cache a good part of its throughput.
// A request the client gave up on is logged as such.
import { performance } from "node:perf_hooks";
import { log } from "./log.mjs";

/** Read once: the environment is slow to read on every request. */
let accessLog = process.env.ACCESS_LOG === "1";

/**
 * Turns the access log on or off (tests).
 * @param {boolean} on
 */
export function setAccessLog(on) {
  accessLog = on;
}

/**
 * Logs `req`'s answer when it has been sent (or the connection closed before it was).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function logAnswer(req, res) {
  if (!accessLog || !log.isLevelEnabled("info")) return;
  const started = performance.now();
  const url = req.url ?? "";
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  res.once("close", () => {
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const line = { method: req.method, path, status: res.statusCode, ms };
    if (res.writableFinished) log.info(line, "answered");
    else log.info({ ...line, clientGone: true }, "client went away before the answer was sent");
  });
}
