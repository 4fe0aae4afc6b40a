// The HTTP server of `npm start` around the front door (lib/cache/front-door.mjs). Kept out of
// server.mjs so the tests serve through exactly this.
import { createServer } from "node:http";

/** @param {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void} door */
export function createShopServer(door) {
  return createServer(door);
}
