// The order every request passes through in server.mjs, kept here so tests run the same order:
// the socket's peer address is written into a header the client cannot set
// (lib/server/peer-address.mjs); the last look at every answer's headers is installed before
// anything else wraps the response (lib/server/outgoing-headers.mjs: the security headers, HSTS
// for https requests, no x-middleware-* notes of Next's), so it sees every answer, stored or
// not; the shared cache answers what it holds; anything else is compressed for the client and
// handed to Next, with the shared cache watching the bytes Next writes (it sits between Next and
// the compression layer, so it stores the page itself, not one client's gzip of it).
import { createRequire } from "node:module";
import { finishHeadersOnTheWayOut } from "../server/outgoing-headers.mjs";
import { notePeerAddress } from "../server/peer-address.mjs";

const require = createRequire(import.meta.url);
const compression = require("next/dist/compiled/compression");

/**
 * @param {{ shared?: import("./shared-cache.mjs").SharedCache, handle: (req, res) => Promise<void>, development?: boolean }} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void}
 */
export function frontDoor({ shared, handle, development = false }) {
  const compress = compression();
  return (req, res) => {
    notePeerAddress(req);
    finishHeadersOnTheWayOut(req, res, { development });
    if (shared?.serve(req, res)) return;
    compress(req, res, () => {
      shared?.record(req, res);
      Promise.resolve(handle(req, res)).catch((error) => {
        console.error(error);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    });
  };
}
