import { describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/health/route";
import { getDatabaseHandle, setDatabaseHandle } from "@/lib/db";
import { withTestDatabase } from "../helpers/test-database";

withTestDatabase();

describe("GET /api/health", () => {
  it("answers ok with the kind of database after asking it", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", db: process.env.DATABASE_URL ? "postgres" : "pglite" });
  });

  it("answers 503 when the database does not", async () => {
    const healthy = await getDatabaseHandle();
    const broken = { ...healthy, db: { ...healthy.db, execute: () => Promise.reject(new Error("connection refused")) } };
    setDatabaseHandle(broken as unknown as typeof healthy);
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const response = await GET();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "error", error: "Database unavailable" });
    } finally {
      quiet.mockRestore();
      setDatabaseHandle(healthy);
    }
  });
});
