import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSharedCache } from "@/server/cache/shared-cache.mjs";
import { setAccessLog } from "@/server/log/access-log.mjs";
import { createLog, log as shopLog, requestContext } from "@/server/log/log.mjs";
import { closeDoors, send, serveDoor } from "./front-door-support";

afterEach(async () => {
  vi.restoreAllMocks();
  setAccessLog(false);
  await closeDoors();
});

/** A logger writing into memory, and the JSON lines it wrote. */
function memoryLog(level = "info") {
  const destination = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  destination.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) lines.push(JSON.parse(line));
  });
  return { logger: createLog({ level, destination }), lines };
}

const flushed = () => new Promise((resolve) => setImmediate(resolve));

describe("the shop's log", () => {
  it("writes one JSON object per line, with the level by name, the time and the message", async () => {
    const { logger, lines } = memoryLog();
    logger.info({ orderId: "o-1" }, "Order placed");
    await flushed();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "info", msg: "Order placed", orderId: "o-1" });
    expect(new Date(String(lines[0]!.time)).toISOString()).toBe(lines[0]!.time);
  });

  it("puts the request's id on every line written while it is answered, and none outside", async () => {
    const { logger, lines } = memoryLog();
    await requestContext.run({ requestId: "req-12345678" }, async () => {
      logger.info("before waiting");
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.warn("after waiting");
    });
    logger.info("outside");
    await flushed();
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ["before waiting", "req-12345678"],
      ["after waiting", "req-12345678"],
      ["outside", undefined],
    ]);
  });

  it("logs an error with its type, message and stack", async () => {
    const { logger, lines } = memoryLog();
    logger.error({ err: new TypeError("no such order") }, "A call failed");
    await flushed();
    const err = lines[0]!.err as Record<string, string>;
    expect(err).toMatchObject({ type: "TypeError", message: "no such order" });
    expect(err.stack).toContain("log.test.ts");
  });

  it("leaves out what is below its level", async () => {
    const { logger, lines } = memoryLog("warn");
    logger.info("answered");
    logger.warn("slow");
    await flushed();
    expect(lines.map((line) => line.msg)).toEqual(["slow"]);
  });
});

describe("request ids at the door", () => {
  it("gives each request a new id, sent back in X-Request-Id and known to the app while it answers", async () => {
    const seen: (string | undefined)[] = [];
    const { base } = await serveDoor(async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(requestContext.getStore()?.requestId);
      res.end("ok");
    });
    const first = await send(base, "/gift-store");
    const second = await send(base, "/gift-store");
    const ids = [first.headers["x-request-id"], second.headers["x-request-id"]];
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
    expect(seen).toEqual(ids);
  });

  it("gives a page answered from the shared cache its own request's id, not the one that stored it", async () => {
    const shared = createSharedCache({ budgetBytes: 1024 * 1024, maxSeconds: 60 });
    const { base, reached } = await serveDoor((_req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("cache-control", "s-maxage=60");
      res.end("<p>stored</p>");
    }, { shared });
    const first = await send(base, "/gift-store");
    const second = await send(base, "/gift-store");
    expect(reached).toHaveLength(1);
    expect(second.body.toString()).toBe("<p>stored</p>");
    expect(second.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
  });

  it("keeps the id a proxy in front sent, and replaces one that could forge a log line", async () => {
    const { base } = await serveDoor((_req, res) => res.end("ok"));
    const kept = await send(base, "/", { headers: { "x-request-id": "9f2c1e7ab4d04c6f8e1a2b3c4d5e6f70" } });
    expect(kept.headers["x-request-id"]).toBe("9f2c1e7ab4d04c6f8e1a2b3c4d5e6f70");
    for (const bad of ["short", "a b c d e f g h", `x${"y".repeat(80)}`, 'id"},{"level":"fatal']) {
      const replaced = await send(base, "/", { headers: { "x-request-id": bad } });
      expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("keeps the id when the app runs after the door has held a request body", async () => {
    const seen: (string | undefined)[] = [];
    const { base } = await serveDoor((req, res) => {
      seen.push(requestContext.getStore()?.requestId);
      req.resume();
      res.end("ok");
    });
    const answer = await send(base, "/api/customer/customer-login", { method: "POST", headers: { "content-type": "application/json" }, body: '{"email":"a@b.c"}' });
    expect(answer.status).toBe(200);
    expect(seen).toEqual([answer.headers["x-request-id"]]);
  });

  it("logs a failure inside the app with the request's id", async () => {
    const ids: (string | undefined)[] = [];
    vi.spyOn(shopLog, "error").mockImplementation((() => ids.push(requestContext.getStore()?.requestId)) as never);
    const { base } = await serveDoor(() => {
      throw new Error("the database is gone");
    });
    const answer = await send(base, "/gift-store");
    expect(answer.status).toBe(500);
    expect(ids).toEqual([answer.headers["x-request-id"]]);
  });

  it("writes no access line unless ACCESS_LOG=1 (nginx's log has every request)", async () => {
    const info = vi.spyOn(shopLog, "info").mockImplementation((() => undefined) as never);
    vi.spyOn(shopLog, "isLevelEnabled").mockReturnValue(true);
    const { base } = await serveDoor((_req, res) => res.end("ok"));
    await send(base, "/gift-store");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(info).not.toHaveBeenCalled();
  });

  it("with ACCESS_LOG=1 writes an access line per answer: method, path without its query, status and time", async () => {
    setAccessLog(true);
    const lines: [Record<string, unknown>, string][] = [];
    vi.spyOn(shopLog, "isLevelEnabled").mockReturnValue(true);
    vi.spyOn(shopLog, "info").mockImplementation(((fields: Record<string, unknown>, message: string) => lines.push([fields, message])) as never);
    const { base } = await serveDoor((_req, res) => res.end("ok"));
    await send(base, "/product?value=secret-search");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines).toHaveLength(1);
    expect(lines[0]![0]).toMatchObject({ method: "GET", path: "/product", status: 200 });
    expect(typeof lines[0]![0].ms).toBe("number");
    expect(JSON.stringify(lines)).not.toContain("secret-search");
  });
});

describe("request ids on the door's own answers", () => {
  it("are sent on a refusal too (here a 405 form post to a page)", async () => {
    const { base } = await serveDoor((_req, res) => res.end("ok"));
    const refused = await send(base, "/collections", { method: "POST", body: "a=1", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(refused.status).toBe(405);
    expect(refused.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
