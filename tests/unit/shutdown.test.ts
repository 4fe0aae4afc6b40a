import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { isStopping, onShutdown, stopGracefully } from "@/server/door/shutdown.mjs";

/** A server whose /slow answers after `ms`, and whose /hang never answers. */
function slowServer(ms: number): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    if (req.url === "/hang") return;
    setTimeout(() => res.end("done"), req.url === "/slow" ? ms : 0);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, port: (server.address() as AddressInfo).port })));
}

function get(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path, agent: false, headers: { connection: "keep-alive" } }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve(body));
    })
      .on("error", reject)
      .end();
  });
}

let open: Server | undefined;
afterEach(() => {
  open?.closeAllConnections();
  open?.close();
});

describe("stopping gracefully", () => {
  it("finishes a request in flight, refuses new connections, runs the shutdown steps newest first, and resolves 0", async () => {
    const { server, port } = await slowServer(300);
    open = server;
    const steps: string[] = [];
    onShutdown(() => void steps.push("database closed"));
    onShutdown(async () => void steps.push("jobs stopped"));
    const inFlight = get(port, "/slow");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isStopping()).toBe(false);
    const stopped = stopGracefully(server, { withinMs: 5_000, log: () => undefined });
    expect(isStopping()).toBe(true); // readiness now fails (lib/health.ts)
    await expect(get(port, "/fast")).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight).toBe("done");
    expect(await stopped).toBe(0);
    expect(steps).toEqual(["jobs stopped", "database closed"]);
  });

  it("gives up a request that outlasts the grace period and resolves 1", async () => {
    const { server, port } = await slowServer(0);
    open = server;
    const lines: string[] = [];
    const hanging = get(port, "/hang").catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    expect(await stopGracefully(server, { withinMs: 300, log: (line) => lines.push(line) })).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await hanging).toMatch(/socket hang up|ECONNRESET/);
    expect(lines.join("\n")).toMatch(/giving them up/);
  });
});
