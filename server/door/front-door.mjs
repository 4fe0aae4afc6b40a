// The order every request passes through in server/index.mjs, kept here so tests run the same order.
//
// At the door, before Next sees anything (server/door/):
//   0. the request gets its id (X-Request-Id; every log line written for it by Next carries it)
//      and, with ACCESS_LOG=1, its answer a line in the log (server/log/);
//   1. the socket's peer address is written into a header the client cannot set;
//   2. the last look at every answer's headers is installed (security headers, HSTS for https,
//      no x-middleware-* notes of Next's);
//   3. addresses that name nothing are answered (400 JSON for /api, the shop's 404 page for pages),
//      and a router request whose state header Next could not read gets a 400 (Next said 500);
//      whether a document route answers the request is written into a header the client cannot
//      set (server/door/document-request.mjs);
//   4. a method no route of the shop takes (TRACE, PROPFIND ...) is answered 405 on any path, and
//      one other than GET, HEAD or OPTIONS to a page (the shop has no server actions); an /api
//      address no call lives at is answered 404, a staff-only call without a bearer token 401
//      (server/door/api-route-table.mjs), and a declared body over the path's limit 413, all
//      before a byte of the body is read;
//   5. the shared cache answers what it holds;
//   6. an overloaded server turns the request away (503, Retry-After) rather than queue it;
//   7. a request body is held until all of it has arrived (refused past its limit, or if it stalls),
//      while the memory all held bodies take stays within its budget (else 503 before reading;
//      server/door/body-memory.mjs).
// Then the answer is compressed for the client and Next answers, with the shared cache watching
// the bytes Next writes (it sits between Next and the compression layer, so it stores the page
// itself, not one client's gzip of it), every page held until complete so its CSP can name its
// inline scripts by hash (server/door/inline-script-hashes.mjs), and every /api error answer made JSON.
import compression from "compression";
import { logAnswer } from "../log/access-log.mjs";
import { log } from "../log/log.mjs";
import { assignRequestId, inRequestContext } from "../log/request-id.mjs";
import { answerApiErrorsAsJson } from "./api-json-errors.mjs";
import { hasBearerToken, staffOnly } from "./api-route-table.mjs";
import { bodyLimitFor } from "./body-limits.mjs";
import { createBodyMemory, DEFAULT_BODY_MEMORY_MB } from "./body-memory.mjs";
import { clientWentAway } from "./client-abort.mjs";
import { answerAtDoor, noSuchCallMessage, STAFF_SIGN_IN_MESSAGE } from "./door-answers.mjs";
import { createLoadShedder, DEFAULT_MAX_DELAY_MS, DEFAULT_MAX_IN_FLIGHT } from "./load-shedding.mjs";
import { hashInlineScripts } from "./inline-script-hashes.mjs";
import { finishHeadersOnTheWayOut } from "./outgoing-headers.mjs";
import { noteDocumentRequest } from "./document-request.mjs";
import { notePeerAddress } from "./peer-address.mjs";
import { routerState } from "./router-request.mjs";
import { carriesBody, declaredLength, holdBody } from "./request-body.mjs";
import { allowForCall, ANY_SHOP_METHOD, PAGE_ALLOW, shopTakes } from "./request-methods.mjs";
import { isApiPath, NOT_FOUND_ADDRESS, readRequestTarget } from "./request-target.mjs";

/** Methods a page answers: the shop's pages only show things (no server actions, no form posts). */
const PAGE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Requests that are never turned away: cheap to answer, or needed to tell that we are alive.
 * @param {string} path
 */
function neverShed(path) {
  return path.startsWith("/_next/static/") || path === "/api/health" || path.startsWith("/api/health/");
}

/**
 * Answers that stay open for minutes: the chat's event stream (lib/chat/stream.ts). Turned away
 * like any request when the server is overloaded as it starts, but never counted as in flight:
 * a few dozen shoppers with the chat open are not a queue, and counting them would shed
 * everyone else. It is sent with `Cache-Control: no-store, no-transform`, so the shared cache
 * never keeps it and the compression layer passes each event through as it is written.
 */
export const LONG_LIVED_PATHS = new Set(["/api/chat/customer/stream"]);

/** A body that stops arriving for this long is answered 408 (BODY_IDLE_SECONDS in server/index.mjs). */
export const DEFAULT_BODY_IDLE_MS = 10_000;

/**
 * @param {{
 *   shared?: import("../cache/shared-cache.mjs").SharedCache,
 *   handle: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<void> | void,
 *   shedder?: import("./load-shedding.mjs").LoadShedder,
 *   bodyIdleMs?: number,
 *   apiRoutes?: import("./api-route-table.mjs").ApiRouteTable,
 *   bodyMemoryBytes?: number,
 *   development?: boolean,
 * }} options
 * `apiRoutes` (server/index.mjs reads app/api): without it the door knows no calls and refuses none.
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void}
 */
export function frontDoor({ shared, handle, shedder = createLoadShedder({ maxInFlight: DEFAULT_MAX_IN_FLIGHT, maxDelayMs: DEFAULT_MAX_DELAY_MS }), bodyIdleMs = DEFAULT_BODY_IDLE_MS, apiRoutes, bodyMemoryBytes = DEFAULT_BODY_MEMORY_MB * 1024 * 1024, development = false }) {
  // The compression package at 1.7.x, the line Next bundles: gzip or deflate for answers the
  // shared cache has not stored (1.8 would send brotli instead, a change for shoppers).
  const compress = compression();
  const bodyMemory = createBodyMemory(bodyMemoryBytes);

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {boolean} api
   */
  function toNext(req, res, api) {
    compress(/** @type {any} */ (req), /** @type {any} */ (res), () => {
      shared?.record(req, res);
      // Pages held until complete, to name their inline scripts in their CSP (stored with it).
      if (!api && !development) hashInlineScripts(req, res);
      if (api) answerApiErrorsAsJson(req, res);
      Promise.resolve(handle(req, res)).catch((error) => {
        if (!clientWentAway(error, res)) log.error({ err: error }, "Answering a request failed");
        if (res.destroyed || res.writableEnded) return;
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    });
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse & { _sent100?: boolean }} res
   * @param {string} requestId
   */
  function door(req, res, requestId) {
    logAnswer(req, res);
    notePeerAddress(req);
    finishHeadersOnTheWayOut(req, res, { development });
    const target = readRequestTarget(req);
    const api = isApiPath(target.path);
    if (!target.readable) {
      if (api || !target.path.startsWith("/")) return answerAtDoor(req, res, 400, { json: true });
      req.url = NOT_FOUND_ADDRESS; // the shop's own 404 page, rendered by Next
    }
    const call = api ? apiRoutes?.find(target.path) : undefined;
    if (!shopTakes(req.method)) {
      const allow = !api ? PAGE_ALLOW : call ? allowForCall(call.methods.keys()) : ANY_SHOP_METHOD;
      return answerAtDoor(req, res, 405, { json: api, headers: { allow }, close: carriesBody(req) });
    }
    // The router's state header, read once: refused when unreadable, else it tells the mark.
    const state = routerState(req);
    if (state === null) return answerAtDoor(req, res, 400, { json: api, close: carriesBody(req) });
    noteDocumentRequest(req, state);
    if (!api && !target.path.startsWith("/_next/") && !PAGE_METHODS.has(req.method ?? "")) {
      return answerAtDoor(req, res, 405, { json: false, headers: { allow: PAGE_ALLOW }, close: carriesBody(req) });
    }
    // Refused before the body is read, and the connection closed so it never is (Next reads a
    // whole body before its route can refuse it).
    if (api && apiRoutes && !call) {
      return answerAtDoor(req, res, 404, { json: true, message: noSuchCallMessage(req.method, target.path), close: carriesBody(req) });
    }
    if (call && staffOnly(call, req.method ?? "") && !hasBearerToken(req)) {
      return answerAtDoor(req, res, 401, { json: true, message: STAFF_SIGN_IN_MESSAGE, close: carriesBody(req) });
    }
    const limit = bodyLimitFor(target.path);
    if ((declaredLength(req) ?? 0) > limit) return answerAtDoor(req, res, 413, { json: api, close: true });

    // The shared cache writes X-Request-Id among its stored answer's headers itself: set before,
    // the header would make Node merge every header of each hit by hand, which costs each hit.
    if (shared?.serve(req, res)) return;
    res.setHeader("X-Request-Id", requestId);

    const sheddable = !neverShed(target.path);
    const admit = () => {
      if (sheddable && shedder.overloaded()) return answerAtDoor(req, res, 503, { json: api, headers: { "retry-after": "1" } });
      if (sheddable && !LONG_LIVED_PATHS.has(target.path)) shedder.admit(res);
      // In the request's log context from here: a held body arrives in the socket's events, so
      // the context is entered when Next is called, not when the request came in.
      inRequestContext(requestId, () => toNext(req, res, api));
    };
    if (!carriesBody(req)) return admit();
    // A body declaring its length takes all of it from the memory budget now; one sent chunked as
    // it grows. Given back when the answer is over.
    let taken = Math.min(declaredLength(req) ?? 0, limit);
    const busy = () => answerAtDoor(req, res, 503, { json: api, headers: { "retry-after": "1" }, close: true });
    if (!bodyMemory.take(taken)) return busy();
    res.once("close", () => bodyMemory.give(taken));
    const makeRoom = (/** @type {number} */ held) => {
      if (held <= taken) return true;
      if (!bodyMemory.take(held - taken)) return false;
      taken = held;
      return true;
    };
    // A client that asked before sending its body (Expect: 100-continue) may send it now (unless
    // Node said so already: it does when the server has no checkContinue listener).
    if (/100-continue/i.test(String(req.headers.expect ?? "")) && !res._sent100) res.writeContinue();
    holdBody(req, {
      limit,
      idleMs: bodyIdleMs,
      onArrived: admit,
      onTooLarge: () => answerAtDoor(req, res, 413, { json: api, close: true }),
      onStalled: () => answerAtDoor(req, res, 408, { json: api, close: true }),
      makeRoom,
      onNoRoom: busy,
    });
  }

  return (req, res) => door(req, res, assignRequestId(req));
}
