import { describe, expect, it, vi } from "vitest";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { route } from "@/lib/http";
import { log as shopLog } from "@/server/log/log.mjs";

/** An error as node-postgres makes them: a message, and a code when it has one. */
function pgError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

/** As Drizzle throws them: "Failed query: ..." with the driver's error as the cause. */
function wrapped(cause: Error): Error {
  return new Error("Failed query: select 1\nparams: ", { cause });
}

describe("a database that cannot be reached", () => {
  it.each([
    ["refused", pgError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["reset", pgError("read ECONNRESET", "ECONNRESET")],
    ["shut down by an administrator", pgError("terminating connection due to administrator command", "57P01")],
    ["starting up", pgError("the database system is starting up", "57P03")],
    ["out of connections", pgError("sorry, too many clients already", "53300")],
    ["a connection exception", pgError("connection failure", "08006")],
    ["a dropped connection", pgError("Connection terminated unexpectedly")],
    ["a connect timeout", pgError("timeout exceeded when trying to connect")],
    ["a silent server", pgError("Query read timeout")],
  ])("is recognised when %s, also inside Drizzle's error", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ["a unique violation", pgError("duplicate key value violates unique constraint", "23505")],
    ["a missing table", pgError('relation "x" does not exist', "42P01")],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["not an error", "ECONNREFUSED"],
  ])("is not claimed for %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    if (error instanceof Error) expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  it("is answered 503 with Retry-After and a plain sentence; the details go to the log only", async () => {
    const errors = vi.spyOn(shopLog, "error").mockImplementation(() => undefined);
    const handler = route(async () => {
      throw wrapped(pgError("connect ECONNREFUSED 10.1.2.3:5432", "ECONNREFUSED"));
    });
    const response = await handler(new Request("http://localhost/api/home/get-products"), {});
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ error: "The shop is briefly unavailable. Please try again in a moment." });
    expect(body).not.toContain("10.1.2.3");
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});
