import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "@/server/door/node-flags.mjs";
import { STAFF_SIGN_IN_MESSAGE } from "@/server/door/door-answers.mjs";

/**
 * The production server (`node server/index.mjs` on the build, embedded database) and the requests Next
 * cannot take: a TRACE to an /api call was a 500 with undici's stack trace in the log. Each is
 * answered 405 with Allow by the door, and nothing is logged as an error. Also: bodies no one may
 * send are refused before they are read (the door knows the API's calls from app/api).
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const built = fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"));
const PORT = Number(process.env.DOOR_TEST_PORT ?? process.env.E2E_PORT ?? 3492);

let server: ChildProcess;
let output = "";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-door-"));

/** Writes `request` to a fresh connection; the answer's status line, headers and body. */
function exchange(request: string, { waitMs = 3000 } = {}): Promise<{ status: number; headers: Record<string, string>; body: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(PORT, "127.0.0.1", () => socket.write(request));
    let received = "";
    const finish = () => {
      socket.destroy();
      const [head = "", body = ""] = received.split("\r\n\r\n");
      const headers: Record<string, string> = {};
      for (const line of head.split("\r\n").slice(1)) headers[line.slice(0, line.indexOf(":")).toLowerCase()] = line.slice(line.indexOf(":") + 1).trim();
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers, body, ms: Date.now() - started });
    };
    const deadline = setTimeout(finish, waitMs);
    socket.on("data", (data) => {
      received += data.toString("latin1");
      const split = received.indexOf("\r\n\r\n");
      const length = /\r\ncontent-length: *(\d+)/i.exec(received.slice(0, split))?.[1];
      if (split !== -1 && length !== undefined && received.length >= split + 4 + Number(length)) {
        clearTimeout(deadline);
        finish();
      }
    });
    socket.on("close", () => {
      clearTimeout(deadline);
      finish();
    });
    socket.on("error", () => {});
  });
}

describe.skipIf(!built)(`the built server's door${built ? "" : " (needs a production build: npm run build)"}`, () => {
  beforeAll(async () => {
    server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server/index.mjs", "-p", String(PORT), "-H", "127.0.0.1"], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production", LOG_LEVEL: "info", VITEST: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (data) => (output += data));
    server.stderr?.on("data", (data) => (output += data));
    for (let i = 0; i < 300 && !output.includes("storefront ready"); i++) await new Promise((wait) => setTimeout(wait, 100));
    expect(output).toContain("storefront ready");
    // Next starts its routes on first use: a call that works, so a failure below is the method's.
    expect((await exchange("GET /api/health/live HTTP/1.1\r\nHost: x\r\n\r\n", { waitMs: 90_000 })).status).toBe(200);
  }, 150_000);

  afterAll(async () => {
    server?.kill("SIGTERM");
    if (server && server.exitCode === null) await new Promise((done) => server.once("exit", done));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers TRACE, TRACK, CONNECT and made-up methods 405 with Allow on every path, and logs no error", async () => {
    const before = output.length;
    for (const method of ["TRACE", "PROPFIND", "TRACK", "FOO"]) {
      for (const target of ["/api/health", "/api/get-product/some-tee", "/api/upload", "/api/no-such-call", "/", "/products"]) {
        const answer = await exchange(`${method} ${target} HTTP/1.1\r\nHost: x\r\n\r\n`);
        expect(answer.status, `${method} ${target}`).toBe(405);
        expect(answer.headers.allow, `${method} ${target}`).toBeTruthy();
        if (target.startsWith("/api/")) expect(JSON.parse(answer.body), `${method} ${target}`).toHaveProperty("error");
      }
    }
    const connect = await exchange("CONNECT shop.example.in:443 HTTP/1.1\r\nHost: shop.example.in:443\r\n\r\n");
    expect(connect.status).toBe(405);
    await new Promise((wait) => setTimeout(wait, 300));
    const logged = output.slice(before);
    expect(logged).not.toMatch(/"level":"(error|fatal)"/);
    expect(logged).not.toMatch(/TypeError|at .*\(.*\.js:\d+/);
  });

  it("refuses a body to an unknown call (404) or to the upload without a token (401) before it is sent", async () => {
    for (const [target, status] of [["/api/uploadANYTHING", 404], ["/api/upload", 401]] as const) {
      const answer = await exchange(`POST ${target} HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${20 * 1024 * 1024}\r\n\r\n`);
      expect(answer.status, target).toBe(status);
      expect(answer.ms).toBeLessThan(1500);
      expect(answer.headers.connection).toBe("close");
      if (status === 401) expect(JSON.parse(answer.body)).toEqual({ error: STAFF_SIGN_IN_MESSAGE });
    }
  });
});
