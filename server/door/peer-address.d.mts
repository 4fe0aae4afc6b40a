/** The socket's peer address as a request header (see peer-address.mjs). */
import type { IncomingMessage } from "node:http";

export const PEER_ADDRESS_HEADER: "x-shop-peer-address";
export function notePeerAddress(req: IncomingMessage): void;
