import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";

/*
 * The front door replaces two methods on Node's request and response objects, one request at a
 * time (server/door/outgoing-headers.mjs, inline-script-hashes.mjs, api-json-errors.mjs patch
 * res.writeHead; request-body.mjs patches req.push). Node documents neither as a hook: these are
 * the behaviours of Node's HTTP server the door relies on.
 */
let close: (() => void) | undefined;
afterEach(() => close?.());

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  return (server.address() as AddressInfo).port;
}

function send(port: number, body?: string[]) {
  return new Promise<{ status: number; headers: IncomingMessage["headers"]; text: string }>((resolve, reject) => {
    const req = request({ port, host: "127.0.0.1", method: body ? "POST" : "GET", path: "/" }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", reject);
    for (const piece of body ?? []) req.write(piece);
    req.end();
  });
}

describe("Node's HTTP server, as the door's patches use it", () => {
  it("sends a response's headers through that response's own writeHead, also when write or end send them implicitly", async () => {
    const calls: number[] = [];
    const port = await serve((_req, res) => {
      const writeHead = res.writeHead;
      res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
        calls.push(statusCode);
        this.setHeader("x-seen-by-patch", "yes");
        return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
      } as ServerResponse["writeHead"];
      res.statusCode = 201;
      res.end("done");
    });
    const answer = await send(port);
    expect(calls).toEqual([201]);
    expect(answer.status).toBe(201);
    expect(answer.headers["x-seen-by-patch"]).toBe("yes");
    expect(answer.text).toBe("done");
  });

  it("feeds a request's body to that request's own push, chunk by chunk, then null", async () => {
    const pushed: (string | null)[] = [];
    let read = "";
    const port = await serve((req, res) => {
      const push = req.push;
      req.push = function (this: IncomingMessage, chunk: unknown, encoding?: BufferEncoding) {
        pushed.push(chunk === null ? null : String(chunk));
        return push.call(this, chunk, encoding);
      };
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (read += chunk));
      req.on("end", () => res.end("ok"));
    });
    await send(port, ["first,", "second"]);
    expect(pushed.at(-1)).toBeNull();
    expect(pushed.slice(0, -1).join("")).toBe("first,second");
    expect(read).toBe("first,second");
  });
});
