// Every request gets an id: the one the proxy in front sent (nginx's $request_id, a load
// balancer's X-Request-Id) when it looks like one, else a new one. It is sent back in
// X-Request-Id, so a shopper's "it failed" report or a proxy's log line leads to the shop's own
// lines, and every log line written while answering carries it (server/log/log.mjs).
//
// A client could send its own id; that only labels its own request's lines, and the pattern
// keeps it a short token (no spaces, quotes or line breaks to forge log lines with).
import { randomUUID } from "node:crypto";
import { requestContext } from "./log.mjs";

export const REQUEST_ID_HEADER = "x-request-id";
const USABLE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The request's id: the usable one it came with, or a new one.
 * @param {import("node:http").IncomingMessage} req
 */
export function requestIdOf(req) {
  const sent = req.headers[REQUEST_ID_HEADER];
  return typeof sent === "string" && USABLE_ID.test(sent) ? sent : randomUUID();
}

/**
 * Gives the request its id (the door sends it back in X-Request-Id); returns the id.
 * @param {import("node:http").IncomingMessage} req
 */
export function assignRequestId(req) {
  const requestId = requestIdOf(req);
  req.headers[REQUEST_ID_HEADER] = requestId;
  return requestId;
}

/**
 * Runs `answer` with the request's id in the log context: every line logged on its behalf, in
 * the door, Next or the database code, carries it. Entered only for what goes on to Next (the
 * shared cache's answers log nothing, and the context costs them a few percent).
 * @template T
 * @param {string} requestId
 * @param {() => T} answer
 * @returns {T}
 */
export function inRequestContext(requestId, answer) {
  return requestContext.run({ requestId }, answer);
}
