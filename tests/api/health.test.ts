import { afterEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/health/route";
import { GET as live } from "@/app/api/health/live/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { getDatabaseHandle, setDatabaseHandle } from "@/lib/db";
import { READY_WITHIN_MS } from "@/lib/health";
import { log as shopLog } from "@/server/log/log.mjs";
import { withTestDatabase } from "../helpers/test-database";

withTestDatabase();

const STOPPING = Symbol.for("teerang.stopping");

/** Runs `check` with the database's every query answered by `execute`. */
async function withDatabase(execute: () => Promise<unknown>, check: () => Promise<void>) {
  const healthy = await getDatabaseHandle();
  setDatabaseHandle({ ...healthy, db: { ...healthy.db, execute } } as unknown as typeof healthy);
  try {
    await check();
  } finally {
    setDatabaseHandle(healthy);
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete (globalThis as Record<symbol, unknown>)[STOPPING];
});

describe("GET /api/health and /api/health/ready (readiness)", () => {
  it("answer ok with the kind of database after asking it, never stored", async () => {
    for (const check of [GET, ready]) {
      const response = await check();
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ status: "ok", db: process.env.DATABASE_URL ? "postgres" : "pglite" });
    }
  });

  it("answer 503 when the database fails, with the cause in the log and not in the answer", async () => {
    const errors = vi.spyOn(shopLog, "error").mockImplementation(() => undefined);
    await withDatabase(
      () => Promise.reject(new Error("connect ECONNREFUSED 10.0.0.7:5432")),
      async () => {
        for (const check of [GET, ready]) {
          const response = await check();
          expect(response.status).toBe(503);
          expect(response.headers.get("retry-after")).toBe("5");
          const body = await response.text();
          expect(JSON.parse(body)).toEqual({ status: "error", error: "Database unavailable" });
          expect(body).not.toContain("10.0.0.7");
        }
      },
    );
    expect(errors).toHaveBeenCalledTimes(2);
  });

  it("answers 503 within its time when the database hangs, rather than hanging with it", async () => {
    vi.spyOn(shopLog, "error").mockImplementation(() => undefined);
    await withDatabase(
      () => new Promise(() => undefined),
      async () => {
        const started = Date.now();
        const response = await ready();
        expect(response.status).toBe(503);
        expect(Date.now() - started).toBeLessThan(READY_WITHIN_MS + 1_000);
      },
    );
  });

  it("answers 503 once the server has begun to stop, so a balancer sends it nobody new", async () => {
    (globalThis as Record<symbol, unknown>)[STOPPING] = true;
    const response = await ready();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "error", error: "Stopping" });
  });
});

describe("GET /api/health/live (liveness)", () => {
  it("answers ok without asking the database, even when it is down", async () => {
    const execute = vi.fn(() => Promise.reject(new Error("down")));
    await withDatabase(execute, async () => {
      const response = await live();
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body = await response.json();
      expect(body.status).toBe("ok");
      expect(Number.isInteger(body.uptimeSeconds)).toBe(true);
    });
    expect(execute).not.toHaveBeenCalled();
  });
});
