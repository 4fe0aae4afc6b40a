// The HTTP server of `npm start` around the front door (server/door/front-door.mjs): Node's own
// limits on how long a request may take to arrive, and the door's answers for what Node's parser
// refuses. Kept out of server/index.mjs so the tests serve through exactly this.
import { createServer } from "node:http";
import { answerClientError, clientErrorAnswer } from "./client-errors.mjs";

/** The whole request (headers and body) must have arrived within this; then 408. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** The headers must have arrived within this (a client trickling headers holds a connection). */
export const HEADERS_TIMEOUT_MS = 15_000;
/**
 * How long an idle kept-alive connection stays open. Node's 5 s is shorter than a load
 * balancer's (60 s at the common ones), which then reuses a connection the shop has just closed
 * and its client sees a reset (seen in the e2e run after 5 s idle). Above 60 s, the balancer
 * closes first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** @param {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void} door */
export function createShopServer(door) {
  const server = createServer(
    {
      requestTimeout: REQUEST_TIMEOUT_MS,
      headersTimeout: HEADERS_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      // How often Node checks those two (default 30 s, which would double them).
      connectionsCheckingInterval: 1_000,
    },
    door,
  );
  // Without this listener Node says "100 Continue" before the door has seen the request, and a
  // client would send a body the door is about to refuse.
  server.on("checkContinue", door);
  server.on("clientError", answerClientError);
  // CONNECT never reaches the door: Node hands it here, and with no listener drops the
  // connection unanswered. The shop is no proxy: 405 like every method it does not take.
  server.on("connect", (_req, socket) => socket.end(clientErrorAnswer(405, "CONNECT")));
  return server;
}
