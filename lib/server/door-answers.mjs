// What the front door says when it answers a request itself, and the words of every error
// answer it makes JSON: a caller of /api always gets JSON { error }, a shopper on a page a small
// HTML page (the shop's own 404 page comes from Next, see request-target.mjs).
import { lingerBeforeClosing } from "./lingering-close.mjs";

/** The message for an error status, in the shop's voice. */
export function messageFor(status, method = "GET") {
  switch (status) {
    case 400:
      return "The request could not be understood.";
    case 404:
      return "Not found.";
    case 405:
      return `This address does not take ${method} requests.`;
    case 408:
      return "The request took too long to arrive.";
    case 413:
      return "The request is too large.";
    case 414:
      return "The address is too long.";
    case 431:
      return "The request headers are too large.";
    case 503:
      return "The shop is busy right now. Please try again in a moment.";
    default:
      return status >= 500 ? "Something went wrong on our side. Please try again." : "The request could not be completed.";
  }
}

/** The body of a JSON error answer. */
export function jsonErrorBody(status, method) {
  return JSON.stringify({ error: messageFor(status, method) });
}

const TITLES = { 400: "Bad request", 405: "Not allowed", 408: "Too slow", 413: "Too large", 503: "Busy, try again" };

/** A small page for a shopper's browser: what happened and a way back in. */
function htmlErrorBody(status, method) {
  const title = TITLES[status] ?? "Something went wrong";
  return `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} | TeeRang</title></head><body><main><h1>${title}</h1><p>${messageFor(status, method)}</p><p><a href="/">Back to the shop</a></p></main></body></html>`;
}

/**
 * Answers the request at the door: JSON { error } for /api (`json`), a small HTML page otherwise.
 * `close` ends the connection after the answer (a body we refused to read may still be coming),
 * gently (lingering-close.mjs).
 */
export function answerAtDoor(req, res, status, { json, headers = {}, close = false }) {
  if (close && req.socket) lingerBeforeClosing(req.socket);
  const body = json ? jsonErrorBody(status, req.method) : htmlErrorBody(status, req.method);
  res.writeHead(status, {
    "content-type": json ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    // The request's id (lib/log/request-id.mjs), so a refused request can be found in the logs.
    ...(req.headers["x-request-id"] !== undefined ? { "x-request-id": req.headers["x-request-id"] } : {}),
    ...headers,
    ...(close ? { connection: "close" } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
