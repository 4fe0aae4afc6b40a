import { afterEach, describe, expect, it } from "vitest";
import { clearSharedCaches, createSharedCache } from "@/server/cache/shared-cache.mjs";
import { createLoadShedder, eventLoopProbe } from "@/server/door/load-shedding.mjs";
import { closeDoors, send, serveDoor, type Handle } from "./front-door-support";

/*
 * Load shedding at the front door (server/door/load-shedding.mjs): past its ceiling the door turns
 * new requests away at once with 503 and Retry-After instead of queueing them behind the others,
 * while health checks, stored pages and Next's static files are still answered.
 */

afterEach(async () => {
  await closeDoors();
  clearSharedCaches();
});

/** A slow app: catalogue calls wait until `release()`; health and everything else answer at once. */
function slowCatalogue() {
  const waiting: (() => void)[] = [];
  const handle: Handle = async (req, res) => {
    if (req.url?.startsWith("/api/home/")) await new Promise<void>((resolve) => waiting.push(resolve));
    res.setHeader("content-type", req.url?.startsWith("/api/") ? "application/json" : "text/html");
    res.setHeader("cache-control", req.url === "/" ? "s-maxage=60" : "no-store");
    res.end(req.url?.startsWith("/api/") ? '{"status":"ok"}' : "<p>TeeRang</p>");
  };
  return { handle, waiting, release: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}

describe("an overloaded server", () => {
  it("answers new requests at once with 503 and Retry-After, while health still passes", async () => {
    const app = slowCatalogue();
    const shedder = createLoadShedder({ maxInFlight: 4, maxDelayMs: 10_000, probe: { delay: () => 0, turn: () => 0 } });
    const { base, reached } = await serveDoor(app.handle, { shedder });
    const queued = Array.from({ length: 4 }, (_, i) => send(base, `/api/home/query-products?searchValue=q${i}`));
    await until(() => app.waiting.length === 4);

    const started = performance.now();
    const shed = await send(base, "/api/home/query-products?searchValue=one-more");
    expect(performance.now() - started).toBeLessThan(500);
    expect(shed.status).toBe(503);
    expect(shed.headers["retry-after"]).toBe("1");
    expect(JSON.parse(shed.body.toString())).toEqual({ error: "The shop is busy right now. Please try again in a moment." });
    const page = await send(base, "/collections?sort=price-asc");
    expect(page.status).toBe(503);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body.toString()).toMatch(/try again/);
    expect(reached).toHaveLength(4); // nothing more was handed to the app

    const health = await send(base, "/api/health");
    expect(health.status).toBe(200);
    expect((await send(base, "/_next/static/chunks/app.js")).status).toBe(200);

    app.release();
    expect((await Promise.all(queued)).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    await until(() => shedder.inFlight === 0);
    const after = send(base, "/api/home/query-products?searchValue=later");
    await until(() => app.waiting.length === 1);
    app.release();
    expect((await after).status).toBe(200);
  });

  it("still answers stored pages from the shared cache", async () => {
    const app = slowCatalogue();
    const shedder = createLoadShedder({ maxInFlight: 2, maxDelayMs: 10_000, probe: { delay: () => 0, turn: () => 0 } });
    const { base } = await serveDoor(app.handle, { shedder, shared: createSharedCache({ budgetBytes: 1024 * 1024, maxSeconds: 60 }) });
    expect((await send(base, "/")).status).toBe(200); // stored
    const queued = [send(base, "/api/home/get-products?a"), send(base, "/api/home/get-products?b")];
    await until(() => app.waiting.length === 2);
    const stored = await send(base, "/");
    expect(stored.status).toBe(200);
    expect(stored.headers["x-shared-cache"]).toBe("HIT");
    app.release();
    await Promise.all(queued);
  });

  it("turns away the rest of a late turn of the event loop, once a crowd was let in during it", async () => {
    // The embedded database answers on this thread: a turn of the loop may read and answer one
    // queued request after another, each finished before the next (nothing stays in flight).
    const loop = { delay: 0, turn: 1 };
    const shedder = createLoadShedder({ maxInFlight: 64, maxDelayMs: 300, probe: { delay: () => loop.delay, turn: () => loop.turn } });
    const { base, reached } = await serveDoor((_req, res) => res.end("ok"), { shedder });
    // One slow render made the loop late, but nothing else came in during that turn: served.
    loop.delay = 1000;
    expect((await send(base, "/about")).status).toBe(200);
    for (let i = 0; i < 7; i++) expect((await send(base, `/product?q=${i}`)).status).toBe(200); // a crowd in the same late turn
    expect(reached).toHaveLength(8);
    expect((await send(base, "/about")).status).toBe(503);
    // Within budget, or in the next turn (the loop was free in between), requests are let in again.
    loop.delay = 100;
    expect((await send(base, "/about")).status).toBe(200);
    loop.delay = 1000;
    loop.turn = 2;
    expect((await send(base, "/about")).status).toBe(200);
  });

  it("can be told not to shed at all", async () => {
    const shedder = createLoadShedder({ maxInFlight: 0, maxDelayMs: 0, probe: { delay: () => 10_000, turn: () => 0 } });
    const app = slowCatalogue();
    const { base } = await serveDoor(app.handle, { shedder });
    const queued = send(base, "/api/home/query-products?searchValue=a");
    await until(() => app.waiting.length === 1);
    expect((await send(base, "/about")).status).toBe(200);
    app.release();
    await queued;
  });
});

describe("the event-loop probe", () => {
  it("sees the loop busy, and counts the moments it is free", async () => {
    const probe = eventLoopProbe({ intervalMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(probe.delay()).toBeLessThan(100);
    const turn = probe.turn();
    expect(turn).toBeGreaterThan(0);
    const until = performance.now() + 250;
    while (performance.now() < until); // a render holding the loop
    expect(probe.delay()).toBeGreaterThan(200);
    expect(probe.turn()).toBe(turn);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(probe.turn()).toBeGreaterThan(turn);
    expect(probe.delay()).toBeLessThan(100);
  });
});
