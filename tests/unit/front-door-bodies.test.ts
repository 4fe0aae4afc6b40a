import { createHash } from "node:crypto";
import { request } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_BODY_LIMIT } from "@/server/door/body-limits.mjs";
import { closeDoors, head, raw, send, serveDoor, type Handle } from "./front-door-support";
import { log as shopLog } from "@/server/log/log.mjs";

/*
 * Request bodies at the front door (server/door/request-body.mjs, body-limits.mjs): a body reaches
 * the app whole or not at all. Oversized ones are refused without being read, slow ones answered
 * 408, abandoned ones never handed on; form posts to pages are refused before their body.
 */

afterEach(async () => {
  await closeDoors();
  vi.restoreAllMocks();
});

/** An app that reads the body and answers its length and hash, noting whether it had all arrived. */
const echoBody: Handle = async (req, res) => {
  const completeWhenHanded = req.complete;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify({ length: body.length, sha: createHash("sha256").update(body).digest("hex"), completeWhenHanded }));
};

const sha = (body: Buffer | string) => createHash("sha256").update(body).digest("hex");

/** A chunked body of `count` pieces of `size` bytes, as the parts `raw` writes, with pauses. */
function chunked(size: number, count: number, pauseMs = 0): (Buffer | number)[] {
  const parts: (Buffer | number)[] = [];
  for (let i = 0; i < count; i++) {
    parts.push(Buffer.from(`${size.toString(16)}\r\n${"x".repeat(size)}\r\n`));
    if (pauseMs) parts.push(pauseMs);
  }
  parts.push(Buffer.from("0\r\n\r\n"));
  return parts;
}

describe("oversized bodies", () => {
  it("are refused on their declared length before a byte is read", async () => {
    const { port, reached } = await serveDoor(echoBody);
    const answer = await raw(port, [head("POST /api/customer/customer-login HTTP/1.1", "Content-Type: application/json", `Content-Length: ${50 * 1024 * 1024}`)]);
    expect(answer.status).toBe(413);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ error: "The request is too large." });
    expect(answer.headers.connection).toBe("close");
    expect(answer.closed).toBe(true);
    expect(reached).toEqual([]);
  });

  it("are stopped at the limit when sent without a length (chunked), and never reach the app", async () => {
    const { port, reached } = await serveDoor(echoBody);
    const pieces = 160; // 10 MB in 64 kB pieces
    const answer = await raw(port, [head("POST /api/customer/customer-login HTTP/1.1", "Content-Type: application/json", "Transfer-Encoding: chunked"), ...chunked(64 * 1024, pieces)], { waitMs: 10_000 });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(answer.closed).toBe(true);
    expect(answer.sentBeforeAnswer).toBeLessThan(pieces * 64 * 1024); // answered before the body was over
    expect(reached).toEqual([]);
  });

  it("are refused before a client that asked first (Expect: 100-continue) sends them", async () => {
    const { base, reached } = await serveDoor(echoBody);
    const outcome = await new Promise<{ status: number; continued: boolean }>((resolve, reject) => {
      let continued = false;
      const req = request(`${base}/api/customer/customer-login`, { method: "POST", headers: { expect: "100-continue", "content-length": String(10 * 1024 * 1024) } });
      req.on("continue", () => (continued = true));
      req.on("response", (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, continued });
      });
      req.on("error", reject);
      req.flushHeaders();
    });
    expect(outcome).toEqual({ status: 413, continued: false });
    expect(reached).toEqual([]);
  });
  it("are refused so that a client still sending one reads the answer, not a reset", async () => {
    const { port, reached } = await serveDoor(echoBody);
    // Many clients write the whole body before they read: had the door closed at once, the bytes
    // still arriving would have met a reset, and the answer waiting unread with them been lost.
    const multipart = Buffer.alloc(6 * 1024 * 1024);
    const page = await raw(port, [head("POST /collections HTTP/1.1", "Content-Type: multipart/form-data; boundary=x", `Content-Length: ${multipart.length}`), multipart], { readAfterSending: true });
    expect(page.status).toBe(405);
    expect(page.headers.connection).toBe("close");
    const json = Buffer.alloc(6 * 1024 * 1024, 32);
    const api = await raw(port, [head("POST /api/customer/customer-login HTTP/1.1", "Content-Type: application/json", `Content-Length: ${json.length}`), json], { readAfterSending: true });
    expect(api.status).toBe(413);
    expect(JSON.parse(api.body)).toEqual({ error: "The request is too large." });
    expect(reached).toEqual([]);
  });
});

describe("bodies within the limit", () => {
  it("reach the app whole, once all of it has arrived, with or without a length", async () => {
    const { base, port, reached } = await serveDoor(echoBody);
    const json = JSON.stringify({ email: "asha@example.in", note: "t".repeat(20_000) });
    const sent = JSON.parse((await send(base, "/api/customer/customer-login", { method: "POST", headers: { "content-type": "application/json" }, body: json })).body.toString());
    expect(sent).toEqual({ length: json.length, sha: sha(json), completeWhenHanded: true });

    // Chunked, in pauses shorter than the idle limit: 40 pieces of 1 kB.
    const answer = await raw(port, [head("POST /api/customer/customer-login HTTP/1.1", "Transfer-Encoding: chunked"), ...chunked(1024, 40, 5)]);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ length: 40 * 1024, sha: sha("x".repeat(40 * 1024)), completeWhenHanded: true });
    expect(reached).toHaveLength(2);
  });

  it("up to exactly the limit pass", async () => {
    const { base } = await serveDoor(echoBody);
    const body = "y".repeat(DEFAULT_BODY_LIMIT);
    const answer = await send(base, "/api/customer/customer-register", { method: "POST", body });
    expect(JSON.parse(answer.body.toString()).length).toBe(DEFAULT_BODY_LIMIT);
    expect((await send(base, "/api/customer/customer-register", { method: "POST", body: `${body}y` })).status).toBe(413);
  });
});

describe("slow and abandoned bodies", () => {
  it("are answered 408 when they stop arriving, and the connection closed", async () => {
    const { port, reached } = await serveDoor(echoBody, { bodyIdleMs: 300 });
    const answer = await raw(port, [head("POST /api/forgot-password HTTP/1.1", "Content-Type: application/json", "Content-Length: 1000"), '{"email":"a'], { waitMs: 3000 });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ error: "The request took too long to arrive." });
    expect(answer.closed).toBe(true);
    expect(answer.ms).toBeLessThan(2000);
    expect(reached).toEqual([]);
  });

  it("never reach the app when the client leaves half-way, and nothing is logged", async () => {
    const errors = vi.spyOn(shopLog, "error").mockImplementation(() => {});
    const { port, reached } = await serveDoor(echoBody);
    // raw() gives up (closes its connection) after 300 ms, mid-body.
    await raw(port, [head("POST /api/customer/customer-login HTTP/1.1", "Content-Length: 100"), '{"email":"a@b.c",'], { waitMs: 300 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reached).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("form posts to pages", () => {
  it("are refused with 405 before their body is read (the shop has no server actions)", async () => {
    const { port, base, reached } = await serveDoor(echoBody);
    const multipart = await raw(port, [head("POST /collections HTTP/1.1", "Content-Type: multipart/form-data; boundary=x", `Content-Length: ${6 * 1024 * 1024}`)]);
    expect(multipart.status).toBe(405);
    expect(multipart.headers.allow).toBe("GET, HEAD");
    expect(multipart.headers["content-type"]).toMatch(/^text\/html/);
    expect(multipart.closed).toBe(true);
    for (const method of ["PUT", "DELETE", "PATCH"]) expect((await send(base, "/", { method })).status).toBe(405);
    expect(reached).toEqual([]);

    // Pages still open, API calls still post, Next's own files are Next's business.
    expect((await send(base, "/collections")).status).toBe(200);
    expect((await send(base, "/collections", { method: "OPTIONS" })).status).toBe(200);
    expect((await send(base, "/api/customer/customer-login", { method: "POST", body: "{}" })).status).toBe(200);
    expect((await send(base, "/_next/image", { method: "POST", body: "{}" })).status).toBe(200);
    expect(reached).toHaveLength(4);
  });
});
