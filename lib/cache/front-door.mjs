// The order every request passes through in server.mjs, kept here so tests run the same order.
//
// At the door, before Next sees anything (lib/server/):
//   1. the socket's peer address is written into a header the client cannot set;
//   2. the last look at every answer's headers is installed before anything else wraps the
//      response (security headers, HSTS for https, no x-middleware-* notes of Next's);
//   3. addresses that name nothing are answered (400 JSON for /api, the shop's 404 page for pages);
//   4. the shared cache answers what it holds.
// Then the answer is compressed for the client and Next answers, with the shared cache watching
// the bytes Next writes (it sits between Next and the compression layer, so it stores the page
// itself, not one client's gzip of it), and every /api error answer made JSON.
import { createRequire } from "node:module";
import { answerApiErrorsAsJson } from "../server/api-json-errors.mjs";
import { answerAtDoor } from "../server/door-answers.mjs";
import { finishHeadersOnTheWayOut } from "../server/outgoing-headers.mjs";
import { notePeerAddress } from "../server/peer-address.mjs";
import { isApiPath, NOT_FOUND_ADDRESS, readRequestTarget } from "../server/request-target.mjs";

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
    const target = readRequestTarget(req);
    const api = isApiPath(target.path);
    if (!target.readable) {
      if (api || !target.path.startsWith("/")) return answerAtDoor(req, res, 400, { json: true });
      req.url = NOT_FOUND_ADDRESS; // the shop's own 404 page, rendered by Next
    }
    if (shared?.serve(req, res)) return;
    compress(req, res, () => {
      shared?.record(req, res);
      if (api) answerApiErrorsAsJson(req, res);
      Promise.resolve(handle(req, res)).catch((error) => {
        console.error(error);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    });
  };
}
