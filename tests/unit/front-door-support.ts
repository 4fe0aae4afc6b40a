import { once } from "node:events";
import { request, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from "node:http";
import net, { type AddressInfo } from "node:net";
import { frontDoor } from "@/server/door/front-door.mjs";
import { createShopServer } from "@/server/door/shop-server.mjs";

/*
 * The front door as server/index.mjs serves it (server/door/shop-server.mjs around frontDoor), on a real
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

export type RawAnswer = { status: number; head: string; headers: Record<string, string>; body: string; closed: boolean; ms: number; bytesSent: number; sentBeforeAnswer: number | undefined };

/**
 * Writes `parts` to a fresh connection (a number is a pause in ms), stopping when the server
 * answers or closes, and returns what came back: for requests node:http would not send
 * (oversized, slow, malformed, chunked by hand). `waitMs` bounds the whole exchange.
 * `readAfterSending` reads nothing until every part is written, as many clients do.
 */
export function raw(port: number, parts: (string | Buffer | number)[], { waitMs = 5000, readAfterSending = false } = {}): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1");
    let received = Buffer.alloc(0);
    let closed = false;
    let bytesSent = 0;
    let sentBeforeAnswer: number | undefined;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      const text = received.toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      const head = split === -1 ? text : text.slice(0, split);
      const headers: Record<string, string> = {};
      for (const line of head.split("\r\n").slice(1)) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const body = split === -1 ? "" : text.slice(split + 4);
      resolve({ status, head, headers, body: /chunked/i.test(headers["transfer-encoding"] ?? "") ? unchunk(body) : body, closed, ms: Date.now() - started, bytesSent, sentBeforeAnswer });
      socket.destroy();
    };
    const deadline = setTimeout(finish, waitMs);
    socket.on("data", (data: Buffer) => {
      sentBeforeAnswer ??= bytesSent;
      received = Buffer.concat([received, data]);
      const text = received.toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      if (split === -1) return;
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, split))?.[1];
      const complete = length !== undefined ? received.length >= split + 4 + Number(length) : text.endsWith("\r\n0\r\n\r\n");
      if (complete) setTimeout(finish, 200); // time to see a close
    });
    socket.on("close", () => {
      closed = true;
      finish();
    });
    socket.on("error", () => {});
    socket.on("connect", async () => {
      if (readAfterSending) socket.pause();
      for (const part of parts) {
        if (settled || socket.destroyed) return;
        if (typeof part === "number") {
          await new Promise((wait) => setTimeout(wait, part));
          continue;
        }
        bytesSent += part.length;
        if (!socket.write(part)) await writable(socket);
      }
      socket.resume();
    });
  });
}

/** Resolves when the socket takes more, or can take nothing more (closed or failed). */
function writable(socket: net.Socket): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      socket.off("drain", done).off("close", done).off("error", done);
      resolve();
    };
    socket.on("drain", done).on("close", done).on("error", done);
  });
}

/** A chunked body decoded (the door's compression layer sends small answers chunked). */
function unchunk(body: string): string {
  let decoded = "";
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf("\r\n", at);
    if (lineEnd === -1) return decoded;
    const size = parseInt(body.slice(at, lineEnd), 16);
    if (!size) return decoded;
    decoded += body.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
}

/** A request's head, lines joined with CRLF and ended by the blank line. */
export function head(requestLine: string, ...headerLines: string[]): string {
  return `${requestLine}\r\nHost: 127.0.0.1\r\n${headerLines.map((line) => `${line}\r\n`).join("")}\r\n`;
}
