import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noteSharedRevalidation, readSharedRoute, writeSharedRoute } from "@/server/cache/redis-route-cache.mjs";
import { closeRedis, redis, REDIS_WITHIN_MS } from "@/server/redis/connection.mjs";

/**
 * The route cache's copy in Redis (server/cache/redis-route-cache.mjs) against a Redis server of
 * the test's own: what is written is read back whole; a revalidation of an entry's tags after it
 * was stored makes it a miss; Redis down or hung is a quick miss, never a wait; and a
 * revalidation made while Redis was down is written when it is back.
 */
const hasRedis = spawnSync("redis-server", ["--version"]).status === 0;
const PORT = Number(process.env.REDIS_UNIT_TEST_PORT ?? 6394);
let server: ChildProcess | undefined;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startRedis() {
  server = spawn("redis-server", ["--port", String(PORT), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  for (let i = 0; i < 50; i++) {
    if (spawnSync("redis-cli", ["-p", String(PORT), "ping"], { encoding: "utf8" }).stdout.trim() === "PONG") return;
    await wait(100);
  }
  throw new Error("redis-server did not start");
}

async function stopRedis() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once("exit", resolve));
  server.kill("SIGKILL");
  await exited;
}

async function connected() {
  for (let i = 0; i < 100 && !redis()?.isReady; i++) await wait(50);
  expect(redis()?.isReady).toBe(true);
}

const page = (tags: string, html = "<p>Hustle tee</p>") => ({ kind: "APP_PAGE", html, rscData: Buffer.from("rsc"), headers: { "x-next-cache-tags": tags }, status: 200 });

describe.skipIf(!hasRedis)("the route cache's copy in Redis", () => {
  beforeAll(async () => {
    await startRedis();
    process.env.REDIS_URL = `redis://127.0.0.1:${PORT}`;
    await connected();
  });

  afterAll(async () => {
    await closeRedis();
    delete process.env.REDIS_URL;
    if (server) server.kill("SIGCONT");
    await stopRedis();
  });

  it("reads back what was written, bytes included", async () => {
    writeSharedRoute("/product/details/hustle", page("products,_N_T_/layout"), 3600);
    await wait(100);
    const entry = await readSharedRoute("/product/details/hustle");
    expect(entry?.value.html).toBe("<p>Hustle tee</p>");
    expect(entry?.value.rscData).toEqual(Buffer.from("rsc"));
    expect(entry!.lastModified).toBeLessThanOrEqual(Date.now());
    expect(await readSharedRoute("/product/details/never-written")).toBeNull();
  });

  it("refuses a copy stored before one of its tags was revalidated, and takes one stored after", async () => {
    writeSharedRoute("/blog/holi", page("blogs,_N_T_/layout", "<p>old</p>"), 3600);
    await wait(50);
    await noteSharedRevalidation(["reviews:x"]); // another page's tag
    expect((await readSharedRoute("/blog/holi"))?.value.html).toBe("<p>old</p>");
    await wait(5);
    await noteSharedRevalidation(["blogs"]);
    expect(await readSharedRoute("/blog/holi")).toBeNull();
    await wait(5);
    writeSharedRoute("/blog/holi", page("blogs,_N_T_/layout", "<p>new</p>"), 3600);
    await wait(50);
    expect((await readSharedRoute("/blog/holi"))?.value.html).toBe("<p>new</p>");
  });

  it("refuses a copy whose render began before a revalidation, though it was stored after", async () => {
    const renderBegan = Date.now();
    await wait(5);
    await noteSharedRevalidation(["product:spanned"]); // a purchase on another server, mid-render
    await wait(5);
    writeSharedRoute("/product/details/spanned", page("product:spanned,_N_T_/layout"), 3600, renderBegan);
    await wait(50);
    expect(await readSharedRoute("/product/details/spanned")).toBeNull();
  });

  it("answers a miss at once while Redis hangs, without waiting for it", async () => {
    server!.kill("SIGSTOP");
    try {
      const started = Date.now();
      expect(await readSharedRoute("/product/details/hustle")).toBeNull();
      expect(Date.now() - started).toBeLessThan(REDIS_WITHIN_MS + 200);
    } finally {
      server!.kill("SIGCONT");
    }
  });

  it("is a quick miss while Redis is down, and writes a revalidation made meanwhile when it is back", async () => {
    await stopRedis();
    for (let i = 0; i < 50 && redis()?.isReady; i++) await wait(20);
    const started = Date.now();
    expect(await readSharedRoute("/product/details/hustle")).toBeNull();
    writeSharedRoute("/while-down", page("products"), 60); // dropped, not queued
    await noteSharedRevalidation(["gifts"]);
    expect(Date.now() - started).toBeLessThan(1_500);

    await startRedis();
    await connected();
    let written: string | null = null;
    for (let i = 0; i < 50 && !written; i++) {
      written = spawnSync("redis-cli", ["-p", String(PORT), "hget", "teerang:route-tags", "gifts"], { encoding: "utf8" }).stdout.trim() || null;
      if (!written) await wait(50);
    }
    expect(Number(written)).toBeGreaterThanOrEqual(started);
    expect(await readSharedRoute("/while-down")).toBeNull();
  });
});
