import { request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { clearSharedCaches, createSharedCache } from "@/server/cache/shared-cache.mjs";
import { EVENT_STREAM_HEADERS } from "@/lib/chat/stream";
import { createLoadShedder } from "@/server/door/load-shedding.mjs";
import { closeDoors, serveDoor, type Handle } from "./front-door-support";

/*
 * The chat's event stream through the front door (server/index.mjs): each event reaches the browser
 * when it is written (not held back by compression to fill a block), the shared cache keeps
 * none of it, and a stream open for minutes is not a request in flight for load shedding.
 */

afterEach(async () => {
  await closeDoors();
  clearSharedCaches();
});

/** An app that streams one event, then a second only when told. */
function streamingApp() {
  let sendSecond: () => void = () => {};
  const handle: Handle = (req, res) => {
    if (req.url !== "/api/chat/customer/stream") return void res.end("{}");
    for (const [name, value] of Object.entries(EVENT_STREAM_HEADERS)) res.setHeader(name, value);
    res.statusCode = 200;
    res.write("event: ready\ndata: {}\n\n");
    return new Promise<void>((resolve) => {
      sendSecond = () => {
        res.end("event: message\ndata: {\"message\":\"hello\"}\n\n");
        resolve();
      };
    });
  };
  return { handle, second: () => sendSecond() };
}

describe("the chat's event stream at the front door", () => {
  it("passes each event through as written, uncompressed, unstored and not counted in flight", async () => {
    const app = streamingApp();
    const shedder = createLoadShedder({ maxInFlight: 1, maxDelayMs: 10_000, probe: { delay: () => 0, turn: () => 0 } });
    const shared = createSharedCache({ budgetBytes: 1024 * 1024, maxSeconds: 60 });
    const { base } = await serveDoor(app.handle, { shedder, shared });

    const received: string[] = [];
    let headers: Record<string, string | string[] | undefined> = {};
    const ended = new Promise<void>((resolve, reject) => {
      const req = request(`${base}/api/chat/customer/stream`, { headers: { "accept-encoding": "gzip, br", accept: "text/event-stream" } }, (res) => {
        headers = res.headers;
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => received.push(chunk));
        res.on("end", resolve);
      });
      req.on("error", reject);
      req.end();
    });

    for (let i = 0; i < 200 && received.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(received.join("")).toBe("event: ready\ndata: {}\n\n"); // arrived before the stream ended
    expect(headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(headers["content-encoding"]).toBeUndefined();
    expect(shedder.inFlight).toBe(0); // a long-lived stream is not load

    app.second();
    await ended;
    expect(received.join("")).toContain('data: {"message":"hello"}');
    expect(shared.size).toBe(0);
  });
});
