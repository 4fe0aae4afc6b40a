// Requests Node's HTTP parser refuses before there is a request to hand anyone (server
// 'clientError'): headers over the size limit (431), malformed requests (400), and requests that
// took too long to arrive (408, server.requestTimeout / headersTimeout), methods it does not know
// (405 with Allow, as the door answers TRACE: request-methods.mjs). Node's own answer is a
// bare status line with no body; the shop answers JSON { error } like every other refusal, with
// its security headers, then closes the connection (the parser cannot go on from a broken request).
import { jsonErrorBody } from "./door-answers.mjs";
import { ANY_SHOP_METHOD, methodOfRawRequest } from "./request-methods.mjs";
import { securityHeaders } from "./security-headers.mjs";

/** @type {Record<number, string>} */
const REASONS = { 400: "Bad Request", 405: "Method Not Allowed", 408: "Request Timeout", 431: "Request Header Fields Too Large" };

/**
 * The status for a parser error.
 * @param {{ code?: string } | undefined} error
 */
export function statusForClientError(error) {
  if (error?.code === "HPE_HEADER_OVERFLOW") return 431;
  if (error?.code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  if (error?.code === "HPE_INVALID_METHOD") return 405;
  return 400;
}

/**
 * The whole answer, as bytes for the socket (`method`: the refused one, for a 405's words).
 * @param {number} status
 * @param {string} [method]
 */
export function clientErrorAnswer(status, method) {
  const body = status === 405 && !method ? JSON.stringify({ error: "This address does not take requests of that kind." }) : jsonErrorBody(status, method);
  const headers = [
    ...(status === 405 ? [["Allow", ANY_SHOP_METHOD]] : []),
    ["Content-Type", "application/json; charset=utf-8"],
    ["Content-Length", String(Buffer.byteLength(body))],
    ["Cache-Control", "no-store"],
    ...securityHeaders().map(({ key, value }) => [key, value]),
    ["Connection", "close"],
  ];
  return `HTTP/1.1 ${status} ${REASONS[status] ?? "Bad Request"}\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n${body}`;
}

/**
 * server.on("clientError", answerClientError)
 * @param {Error & { code?: string, rawPacket?: unknown }} error
 * @param {import("node:stream").Duplex & { _httpMessage?: { headersSent?: boolean } }} socket
 */
export function answerClientError(error, socket) {
  // A connection reset has no one to answer; nor has a socket that is already closing, and an
  // answer already under way cannot be replaced.
  const answering = socket._httpMessage?.headersSent;
  if (error?.code === "ECONNRESET" || !socket.writable || answering) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorAnswer(statusForClientError(error), methodOfRawRequest(error?.rawPacket)));
}
