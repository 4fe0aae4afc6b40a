import { once } from "node:events";
import { request, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { frontDoor } from "@/lib/cache/front-door.mjs";
import { createShopServer } from "@/lib/server/shop-server.mjs";

/*
 * The front door as server.mjs serves it (lib/server/shop-server.mjs around frontDoor), on a real
 * port, with a stand-in for Next that notes every request it is handed.
 */

export type Handle = (req: IncomingMessage, res: ServerResponse) => unknown;
export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

const servers: Server[] = [];

/** Closes every server the tests opened (call from afterEach). */
export async function closeDoors(): Promise<void> {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
}

/** Serves `handle` behind the front door; `reached` lists the addresses that got to it. */
export async function serveDoor(handle: Handle, options: Omit<Parameters<typeof frontDoor>[0], "handle"> = {}) {
  const reached: string[] = [];
  const server = createShopServer(
    frontDoor({
      ...options,
      handle: async (req, res) => {
        reached.push(`${req.method} ${req.url}`);
        await handle(req, res);
      },
    }),
  );
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  return { server, port, base: `http://127.0.0.1:${port}`, reached };
}

/** An app answering every request with this status, headers and body. */
export function answering(status: number, headers: OutgoingHttpHeaders, body = ""): Handle {
  return (_req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value as string);
    res.statusCode = status;
    res.end(body);
  };
}

/** One request through node:http (no decompression), with its answer as bytes. */
export function send(base: string, path: string, { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(body);
  });
}
