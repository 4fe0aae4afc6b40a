import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerWithCode } from "../harness/registration";
import { createShopDatabase, serversCanRun, startShopServer, type ShopDatabase, type ShopServer } from "./shop-servers";

/**
 * Two production servers with REDIS_URL (server/cache/redis-route-cache.mjs): a page one renders is
 * served by the other from Redis; a revalidation through one means no server serves the old
 * copy from Redis, not even one started after it; and with Redis gone the shop keeps serving,
 * logs it, and uses Redis again when it is back.
 */
const servers = serversCanRun();
const hasRedis = spawnSync("redis-server", ["--version"]).status === 0;
const skip = "skip" in servers ? servers.skip : hasRedis ? undefined : "needs redis-server (Debian's redis-server package)";
const REDIS_PORT = Number(process.env.REDIS_TEST_PORT ?? 6393);
const PORTS = [3471, 3472, 3473];
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;

let redis: ChildProcess | undefined;
let database: ShopDatabase;
const running: ShopServer[] = [];
let a: ShopServer;
let b: ShopServer;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's log once it shows `pattern` (lines are written in batches, every 200 ms). */
async function logOnceItShows(server: ShopServer, pattern: RegExp): Promise<string> {
  for (let i = 0; i < 30 && !pattern.test(server.log()); i++) await wait(100);
  return server.log();
}
const unique = () => randomBytes(4).toString("hex");

/** A Redis server of the test's own (nothing kept on disk), answering PING. */
async function startRedis(): Promise<void> {
  redis = spawn("redis-server", ["--port", String(REDIS_PORT), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  for (let i = 0; i < 50; i++) {
    if (spawnSync("redis-cli", ["-p", String(REDIS_PORT), "ping"], { encoding: "utf8" }).stdout.trim() === "PONG") return;
    await wait(100);
  }
  throw new Error("redis-server did not start");
}

async function stopRedis(): Promise<void> {
  if (!redis || redis.exitCode !== null) return;
  const exited = new Promise((resolve) => redis!.once("exit", resolve));
  redis.kill("SIGKILL");
  await exited;
}

/** A page as a shopper asks it: the status, the body and whether Next's cache answered. */
async function page(server: ShopServer, path: string) {
  const answer = await fetch(`${server.base}${path}`, { headers: { "cache-control": "no-cache" } });
  return { status: answer.status, cache: answer.headers.get("x-nextjs-cache"), body: await answer.text() };
}

async function productSlugs(server: ShopServer): Promise<{ _id: string; slug: string }[]> {
  const answer = await fetch(`${server.base}/api/home/get-products`);
  return ((await answer.json()) as { products: { _id: string; slug: string }[] }).products;
}

describe.skipIf(skip !== undefined)(`several servers with Redis${skip ? ` (${skip})` : ""}`, () => {
  beforeAll(async () => {
    await startRedis();
    database = await createShopDatabase((servers as { url: string }).url, "shop_redis");
    a = await startShopServer(database, PORTS[0]!, { REDIS_URL });
    b = await startShopServer(database, PORTS[1]!, { REDIS_URL });
    running.push(a, b);
  }, 240_000);

  afterAll(async () => {
    for (const server of running) await server.stop();
    await stopRedis();
    await database?.drop();
  }, 60_000);

  it("serves a page one server rendered from Redis on the other", async () => {
    const [product] = await productSlugs(a);
    // A product's review page: the route cache's. The product page itself, asked as a document,
    // renders per request on each server (app/(store)/product/document), so Redis never holds it.
    const path = `/product/details/${product!.slug}/reviews/1`;
    const first = await page(a, path);
    expect(first.status).toBe(200);
    await wait(300); // the copy goes to Redis as the answer leaves
    const other = await page(b, path);
    expect(other.status).toBe(200);
    expect(other.cache).toBe("HIT");
    expect(other.body).toContain(`data-product-id="${product!._id}"`);
    expect((await fetch(`${b.base}/api/health/ready`).then((r) => r.json())).redis).toBe("ok");
  }, 60_000);

  it("never serves the copy from before a revalidation, even on a server started after it", async () => {
    const product = (await productSlugs(a))[1]!;
    const path = `/product/details/${product.slug}/reviews/1`; // stored in the route cache, so in Redis
    expect((await page(a, path)).status).toBe(200); // now in Redis, without the review
    await wait(300);
    const registered = await registerWithCode(
      async (body) => {
        const answer = await fetch(`${a.base}/api/customer/customer-register`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
        return { status: answer.status, token: ((await answer.json()) as { token?: string }).token };
      },
      { name: "Meera Nair", phone: "9876543210", email: `redis-${unique()}@example.in`, password: "Rangoli-2024" },
      a.dataDir,
    );
    const words = `Colours still bright after a year ${unique()}`;
    const review = await fetch(`${a.base}/api/home/customer/submit-review`, {
      method: "POST",
      headers: { authorization: `Bearer ${registered.token}`, "content-type": "application/json" },
      body: JSON.stringify({ review: words, rating: 5, productId: product._id }),
    });
    expect(review.status).toBe(201);
    // A server that heard no announcement (it was not running): Redis's copy is older than the
    // revalidation of the product's tags, so it renders the page anew.
    const late = await startShopServer(database, PORTS[2]!, { REDIS_URL });
    running.push(late);
    expect((await page(late, path)).body).toContain(words);
    expect((await page(b, path)).body).toContain(words);
  }, 120_000);

  it("keeps serving while Redis is down, says so, and uses it again when it is back", async () => {
    await stopRedis();
    const [, , third, fourth] = await productSlugs(a);
    for (const server of [a, b]) {
      for (const path of ["/", "/collections", `/product/details/${third!.slug}`, "/api/home/get-products"]) {
        const started = Date.now();
        expect((await page(server, path)).status, `${path} on ${server.base}`).toBe(200);
        expect(Date.now() - started).toBeLessThan(5_000);
      }
      const ready = await fetch(`${server.base}/api/health/ready`);
      expect(ready.status).toBe(200); // a cache is down, not the shop
      expect((await ready.json()).redis).toBe("down");
    }
    expect(await logOnceItShows(a, /Redis is unavailable/)).toMatch(/Redis is unavailable/);

    await startRedis();
    for (let i = 0; i < 50 && (await fetch(`${a.base}/api/health/ready`).then((r) => r.json())).redis !== "ok"; i++) await wait(200);
    for (let i = 0; i < 50 && (await fetch(`${b.base}/api/health/ready`).then((r) => r.json())).redis !== "ok"; i++) await wait(200);
    expect(await logOnceItShows(a, /Redis is back/)).toMatch(/Redis is back/);
    const path = `/product/details/${fourth!.slug}/reviews/1`;
    expect((await page(a, path)).status).toBe(200);
    await wait(300);
    expect((await page(b, path)).cache).toBe("HIT");
  }, 120_000);
});
