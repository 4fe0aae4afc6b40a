// The address of the connection's other end, for the app: lib/net/client-address.ts reads it
// (with X-Forwarded-For when TRUST_PROXY says the proxy in front can be believed) to tell
// shoppers apart for rate limits. Next gives route handlers headers, not the socket, so the door
// writes it into a header the client cannot set (./door-headers.mjs).
import { writeDoorHeader } from "./door-headers.mjs";

export const PEER_ADDRESS_HEADER = "x-shop-peer-address";

/**
 * @param {import("node:http").IncomingMessage} req
 */
export function notePeerAddress(req) {
  writeDoorHeader(req, PEER_ADDRESS_HEADER, req.socket.remoteAddress ?? "");
}
