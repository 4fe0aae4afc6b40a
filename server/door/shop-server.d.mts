/** The HTTP server around the front door (see shop-server.mjs). */
import type { IncomingMessage, Server, ServerResponse } from "node:http";

export const REQUEST_TIMEOUT_MS: number;
export const HEADERS_TIMEOUT_MS: number;
export const KEEP_ALIVE_TIMEOUT_MS: number;
export function createShopServer(door: (req: IncomingMessage, res: ServerResponse) => void): Server;
