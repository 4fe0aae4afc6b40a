// What the front door says when it answers a request itself, and the words of every error
// answer it makes JSON: a caller of /api always gets JSON { error }, a shopper on a page a small
// HTML page (the shop's own 404 page comes from Next, see request-target.mjs).
import { lingerBeforeClosing } from "./lingering-close.mjs";

/**
 * What a staff-only call without a bearer token is told: the words of requireStaff
 * (lib/auth/staff.ts), which tests/unit/api-route-table.test.ts keeps equal.
 */
export const STAFF_SIGN_IN_MESSAGE = "Sign in as a seller or admin first and send the token as 'Authorization: Bearer <token>'.";

/**
 * What a call to an address no API call lives at is told, as app/api/[...path] says it.
 * @param {string | undefined} method
 * @param {string} path
 */
export function noSuchCallMessage(method, path) {
  return `There is no API call at ${method} ${path}.`;
}

/**
 * The message for an error status, in the shop's voice.
 * @param {number} status
 * @param {string} [method]
 * @returns {string}
 */
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

/**
 * The body of a JSON error answer (`message` in place of the status's own).
 * @param {number} status
 * @param {string} [method]
 * @param {string} [message]
 */
export function jsonErrorBody(status, method, message = messageFor(status, method)) {
  return JSON.stringify({ error: message });
}

/** @type {Record<number, string>} */
const TITLES = { 401: "Sign in first", 404: "Not found", 400: "Bad request", 405: "Not allowed", 408: "Too slow", 413: "Too large", 503: "Busy, try again" };

/**
 * A small page for a shopper's browser: what happened and a way back in.
 * @param {number} status
 * @param {string} [method]
 * @param {string} [message]
 */
function htmlErrorBody(status, method, message = messageFor(status, method)) {
  const title = TITLES[status] ?? "Something went wrong";
  return `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} | TeeRang</title></head><body><main><h1>${title}</h1><p>${message}</p><p><a href="/">Back to the shop</a></p></main></body></html>`;
}

/**
 * Answers the request at the door: JSON { error } for /api (`json`), a small HTML page otherwise.
 * `close` ends the connection after the answer (a body we refused to read may still be coming),
 * gently (lingering-close.mjs). `message` replaces the status's own words.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {{ json: boolean, headers?: import("node:http").OutgoingHttpHeaders, close?: boolean, message?: string }} options
 */
export function answerAtDoor(req, res, status, { json, headers = {}, close = false, message }) {
  if (close && req.socket) lingerBeforeClosing(req.socket);
  const body = json ? jsonErrorBody(status, req.method, message) : htmlErrorBody(status, req.method, message);
  res.writeHead(status, {
    "content-type": json ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    // The request's id (server/log/request-id.mjs), so a refused request can be found in the logs.
    ...(req.headers["x-request-id"] !== undefined ? { "x-request-id": req.headers["x-request-id"] } : {}),
    ...headers,
    ...(close ? { connection: "close" } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
