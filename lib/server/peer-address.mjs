// The address of the connection's other end, for the app: lib/net/client-address.ts reads it
// (with X-Forwarded-For when TRUST_PROXY says the proxy in front can be believed) to tell
// shoppers apart for rate limits. Next gives route handlers headers, not the socket, so the door
// writes it into a header, and first removes any value the client sent under that name: the
// client must never choose it.

export const PEER_ADDRESS_HEADER = "x-shop-peer-address";

export function notePeerAddress(req) {
  if (req.headers[PEER_ADDRESS_HEADER] !== undefined) {
    delete req.headers[PEER_ADDRESS_HEADER];
    const raw = req.rawHeaders;
    req.rawHeaders = [];
    for (let i = 0; i + 1 < raw.length; i += 2) {
      if (raw[i].toLowerCase() !== PEER_ADDRESS_HEADER) req.rawHeaders.push(raw[i], raw[i + 1]);
    }
  }
  req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
}
