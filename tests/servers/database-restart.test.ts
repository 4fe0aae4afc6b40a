import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerWithCode } from "../harness/registration";
import { clusterCanRun, createCluster, type Cluster } from "./throwaway-cluster";
import { createShopDatabase, serversCanRun, startShopServer, type ShopDatabase, type ShopServer } from "./shop-servers";

/**
 * PostgreSQL restarted under load (lib/db/unavailable.ts, lib/db/open.ts): while it is down,
 * calls answer 503 `{ error }` with Retry-After, and no request hangs; once it is back, the same
 * server answers again by itself, with no restart of the shop.
 */
const servers = serversCanRun();
const cluster = clusterCanRun();
const skip = "skip" in servers ? servers.skip : "skip" in cluster ? cluster.skip : undefined;
const PORT = Number(process.env.RESTART_TEST_PORT ?? 3493);
const CLUSTER_PORT = Number(process.env.RESTART_TEST_PG_PORT ?? 54341);
/** No answer may take longer than this, up or down. */
const NEVER_LONGER_MS = 10_000;

let pg: Cluster;
let database: ShopDatabase;
let server: ShopServer;
const shopper = { email: `restart-${randomBytes(4).toString("hex")}@example.in`, password: "Rangoli-2024" };

type Answer = { what: string; status: number; ms: number; body: unknown; at: number };

async function ask(what: string, path: string, init?: RequestInit): Promise<Answer> {
  const started = Date.now();
  const answer = await fetch(`${server.base}${path}`, { ...init, signal: AbortSignal.timeout(NEVER_LONGER_MS + 5_000) });
  const text = await answer.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a page
  }
  return { what, status: answer.status, ms: Date.now() - started, body, at: started };
}

const signIn = () => ask("sign-in", "/api/customer/customer-login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(shopper) });
const ready = () => ask("ready", "/api/health/ready");

describe.skipIf(skip !== undefined)(`PostgreSQL restarted under load${skip ? ` (${skip})` : ""}`, () => {
  beforeAll(async () => {
    pg = createCluster((cluster as { bin: string }).bin, CLUSTER_PORT);
    database = await createShopDatabase(pg.url, "shop_restart");
    server = await startShopServer(database, PORT);
    const registered = await registerWithCode(
      (body) => ask("register", "/api/customer/customer-register", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
      { name: "Kavya Rao", phone: "9876543210", ...shopper },
      server.dataDir,
    );
    expect(registered.status).toBe(201);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    pg?.remove();
  }, 60_000);

  it("answers 503 { error } while it is down, never hangs, and recovers by itself", async () => {
    expect((await signIn()).status).toBe(200);

    // Shoppers keep coming throughout: sign-ins, the readiness check, a catalogue page and call.
    const answers: Answer[] = [];
    let running = true;
    const shopperLoop = async (n: number) => {
      const kinds = [signIn, ready, () => ask("collections", "/collections"), () => ask("products", `/api/home/query-products?pageNumber=${(n % 3) + 1}`)];
      for (let i = 0; running; i++) {
        answers.push(await kinds[(i + n) % kinds.length]!());
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const load = [0, 1, 2, 3].map(shopperLoop);
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const stoppedAt = Date.now();
    pg.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const down = await signIn();
    const downReady = await ready();
    pg.start();
    const startedAt = Date.now();

    // Back without restarting the shop: a sign-in succeeds again within 20 s.
    let back: Answer | undefined;
    while (Date.now() - startedAt < 20_000) {
      const attempt = await signIn();
      if (attempt.status === 200) {
        back = attempt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    running = false;
    await Promise.all(load);

    expect(down.status, JSON.stringify(down.body)).toBe(503);
    expect(down.body).toEqual({ error: "The shop is briefly unavailable. Please try again in a moment." });
    expect(downReady.status).toBe(503);
    expect(back, server.log().slice(-3000)).toBeDefined();

    const calls = answers.filter((a) => a.what !== "collections");
    expect(calls.filter((a) => a.status !== 200 && a.status !== 503), JSON.stringify(calls.filter((a) => a.status !== 200 && a.status !== 503).slice(0, 3))).toEqual([]);
    for (const failed of calls.filter((a) => a.status === 503)) expect(failed.body).toMatchObject({ error: expect.any(String) });
    expect(answers.filter((a) => a.at >= stoppedAt && a.status === 503).length).toBeGreaterThan(0);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(NEVER_LONGER_MS);
    // After recovery every kind answers 200 again.
    for (const check of [signIn, ready, () => ask("products", "/api/home/query-products?pageNumber=1")]) expect((await check()).status).toBe(200);
  }, 120_000);
});
