/** The HTTP server around the front door (see shop-server.mjs). */
import type { IncomingMessage, Server, ServerResponse } from "node:http";

export function createShopServer(door: (req: IncomingMessage, res: ServerResponse) => void): Server;
