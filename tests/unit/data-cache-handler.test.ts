import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeRedis, redis } from "@/server/redis/connection.mjs";

/**
 * The 'use cache' handler (server/cache/shop-data-cache-handler.mjs) with REDIS_URL, against a Redis
 * server of the test's own: two servers are two fresh copies of the module (two memories, one
 * Redis). What one stores the other finds, with its own time; a revalidation of a tag on either
 * makes the shared copy a miss for a server that had not seen it; an expired entry is a miss.
 */
const hasRedis = spawnSync("redis-server", ["--version"]).status === 0;
const PORT = Number(process.env.REDIS_DATA_TEST_PORT ?? 6395);
let server: ChildProcess | undefined;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Handler = {
  get(key: string, softTags: string[]): Promise<{ value: ReadableStream<Uint8Array>; timestamp: number; tags: string[] } | undefined>;
  set(key: string, entry: Promise<unknown>): Promise<void>;
  updateTags(tags: string[]): Promise<void>;
};

/** A server's handler: the module loaded afresh, with a memory of its own. */
async function serverHandler(): Promise<Handler> {
  vi.resetModules();
  // The tags manifest is Next's, one per process: a fresh server starts with an empty one.
  const manifest = (await import("next/dist/server/lib/incremental-cache/tags-manifest.external.js")) as unknown as { tagsManifest: Map<string, unknown> };
  manifest.tagsManifest.clear();
  return (await import("@/server/cache/shop-data-cache-handler.mjs")).default as Handler;
}

function entry(text: string, tags: string[], { revalidate = 900, expire = 3600, timestamp = Date.now() } = {}) {
  return {
    value: new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
    tags,
    stale: 300,
    timestamp,
    expire,
    revalidate,
  };
}

const text = async (found: { value: ReadableStream<Uint8Array> } | undefined) => (found ? new Response(found.value).text() : undefined);

describe.skipIf(!hasRedis)("the 'use cache' handler with Redis", () => {
  beforeAll(async () => {
    server = spawn("redis-server", ["--port", String(PORT), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    for (let i = 0; i < 50 && spawnSync("redis-cli", ["-p", String(PORT), "ping"], { encoding: "utf8" }).stdout.trim() !== "PONG"; i++) await wait(100);
    process.env.REDIS_URL = `redis://127.0.0.1:${PORT}`;
    for (let i = 0; i < 100 && !redis()?.isReady; i++) await wait(50);
  });

  afterAll(async () => {
    await closeRedis();
    delete process.env.REDIS_URL;
    server?.kill("SIGKILL");
  });

  it("finds on another server what one stored, with the time it was made", async () => {
    const a = await serverHandler();
    const made = Date.now() - 5_000;
    await a.set("catalogue:home-lists", Promise.resolve(entry("newest, best rated", ["products"], { timestamp: made })));
    expect(await text(await a.get("catalogue:home-lists", []))).toBe("newest, best rated");
    await wait(100);
    const b = await serverHandler();
    const found = await b.get("catalogue:home-lists", ["_N_T_/layout"]);
    expect(await text(found)).toBe("newest, best rated");
    expect(found!.timestamp).toBe(made);
    expect(await text(await b.get("catalogue:home-lists", []))).toBe("newest, best rated"); // now from its memory
  });

  it("misses a shared copy made before one of its tags, or the page's, was revalidated", async () => {
    const a = await serverHandler();
    await a.set("catalogue:gifts", Promise.resolve(entry("8 gifts", ["gifts"])));
    await a.set("catalogue:blogs", Promise.resolve(entry("4 posts", ["blogs"])));
    await wait(100);
    await a.updateTags(["gifts"]);
    await (await serverHandler()).updateTags(["_N_T_/blog"]);
    const late = await serverHandler();
    expect(await late.get("catalogue:gifts", [])).toBeUndefined();
    expect(await text(await late.get("catalogue:blogs", []))).toBe("4 posts");
    expect(await (await serverHandler()).get("catalogue:blogs", ["_N_T_/blog"])).toBeUndefined();
  });

  it("misses a shared copy past its revalidate period, and never stores an entry made for one request", async () => {
    const a = await serverHandler();
    await a.set("catalogue:old", Promise.resolve(entry("old", ["products"], { revalidate: 60, timestamp: Date.now() - 61_000 })));
    await a.set("catalogue:dynamic", Promise.resolve(entry("per request", ["products"], { expire: 0, revalidate: 0 })));
    await wait(100);
    const b = await serverHandler();
    expect(await b.get("catalogue:old", [])).toBeUndefined();
    expect(await b.get("catalogue:dynamic", [])).toBeUndefined();
  });
});
