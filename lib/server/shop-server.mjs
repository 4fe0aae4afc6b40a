// The HTTP server of `npm start` around the front door (lib/cache/front-door.mjs), with the
// door's answers for what Node's parser refuses. Kept out of server.mjs so the tests serve
// through exactly this.
import { createServer } from "node:http";
import { answerClientError } from "./client-errors.mjs";

/** @param {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void} door */
export function createShopServer(door) {
  const server = createServer(door);
  server.on("clientError", answerClientError);
  return server;
}
