import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readApiRouteTable } from "@/server/door/api-route-table.mjs";
import { STAFF_SIGN_IN_MESSAGE } from "@/server/door/door-answers.mjs";
import { log as shopLog } from "@/server/log/log.mjs";
import { closeDoors, head, raw, serveDoor, type Handle } from "./front-door-support";

/*
 * What the door refuses before a byte of a body is read, knowing the API's calls
 * (server/door/api-route-table.mjs), and what it answers for methods Next cannot take.
 */

afterEach(async () => {
  await closeDoors();
  vi.restoreAllMocks();
});

const apiRoutes = readApiRouteTable(path.resolve(import.meta.dirname, "../../app/api"));
const MB = 1024 * 1024;

/** An app that reads the whole body, then answers 200 with its length. */
const readsBody: Handle = async (req, res) => {
  let length = 0;
  for await (const chunk of req) length += (chunk as Buffer).length;
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify({ length }));
};

/** A POST declaring `declared` bytes that sends 64 kB of them, then stalls for `pauseMs`. */
function slowPost(target: string, declared: number, pauseMs: number, ...headerLines: string[]) {
  return [head(`POST ${target} HTTP/1.1`, `Content-Length: ${declared}`, ...headerLines), Buffer.alloc(64 * 1024, 120), pauseMs, Buffer.alloc(declared - 64 * 1024, 120)];
}

describe("methods Next cannot take", () => {
  it("are answered 405 with Allow at the door, for every path, JSON for the API, and nothing logged as an error", async () => {
    const errors = vi.spyOn(shopLog, "error");
    const { port, reached } = await serveDoor(readsBody, { apiRoutes });
    for (const method of ["TRACE", "PROPFIND", "QUERY"]) {
      for (const target of ["/api/health", "/api/upload", "/api/no-such-call", "/", "/products", "/_next/static/chunks/x.js"]) {
        const answer = await raw(port, [head(`${method} ${target} HTTP/1.1`)]);
        expect(answer.status, `${method} ${target}`).toBe(405);
        expect(answer.headers.allow, `${method} ${target}`).toMatch(/^(GET, HEAD|POST, OPTIONS)/);
        if (target.startsWith("/api/")) {
          expect(answer.headers["content-type"]).toMatch(/^application\/json/);
          expect(JSON.parse(answer.body)).toEqual({ error: `This address does not take ${method} requests.` });
        }
      }
    }
    expect(reached).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it("name the methods of the call in Allow", async () => {
    const { port } = await serveDoor(readsBody, { apiRoutes });
    expect((await raw(port, [head("TRACE /api/upload HTTP/1.1")])).headers.allow).toBe("POST, OPTIONS");
    expect((await raw(port, [head("TRACE /api/health HTTP/1.1")])).headers.allow).toBe("GET, HEAD, OPTIONS");
  });

  it("are answered 405 also when Node's parser does not know them (TRACK, made-up ones) and for CONNECT", async () => {
    const { port } = await serveDoor(readsBody, { apiRoutes });
    for (const requestLine of ["TRACK /api/health HTTP/1.1", "FOO /api/health HTTP/1.1", "CONNECT shop.example.in:443 HTTP/1.1"]) {
      const answer = await raw(port, [head(requestLine)]);
      expect(answer.status, requestLine).toBe(405);
      expect(answer.headers.allow, requestLine).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      expect(JSON.parse(answer.body), requestLine).toHaveProperty("error");
      expect(answer.closed).toBe(true);
    }
  });
});

describe("bodies no one may send", () => {
  it("to an address no API call lives at are refused 404 before they are sent, and the connection closed", async () => {
    const { port, reached } = await serveDoor(readsBody, { apiRoutes });
    for (const target of ["/api/uploadANYTHING", "/api/no/such/call"]) {
      const answer = await raw(port, slowPost(target, 20 * MB, 8000), { waitMs: 4000 });
      expect(answer.status, target).toBe(404);
      expect(JSON.parse(answer.body)).toEqual({ error: `There is no API call at POST ${target}.` });
      expect(answer.headers.connection).toBe("close");
      expect(answer.ms).toBeLessThan(2000);
      expect(answer.sentBeforeAnswer).toBeLessThanOrEqual(64 * 1024 + 200); // the rest was never sent
    }
    expect(reached).toEqual([]);
  });

  it("to a staff-only call without a bearer token are refused 401 in the route's words before they are sent", async () => {
    const { port, reached } = await serveDoor(readsBody, { apiRoutes });
    for (const target of ["/api/upload", "/api/blog-add", "/api/gift-image-update"]) {
      const answer = await raw(port, slowPost(target, 20 * MB, 8000, "Content-Type: multipart/form-data; boundary=x"), { waitMs: 4000 });
      expect(answer.status, target).toBe(401);
      expect(JSON.parse(answer.body)).toEqual({ error: STAFF_SIGN_IN_MESSAGE });
      expect(answer.headers.connection).toBe("close");
      expect(answer.ms).toBeLessThan(2000);
      expect(answer.sentBeforeAnswer).toBeLessThanOrEqual(64 * 1024 + 200);
    }
    // A cookie is not a staff token (requireStaff reads only the bearer header).
    const withCookie = await raw(port, slowPost("/api/upload", MB, 8000, "Cookie: customerToken=abc"), { waitMs: 4000 });
    expect(withCookie.status).toBe(401);
    // The DELETE of a blog post is staff-only; its GET is not.
    expect((await raw(port, [head("DELETE /api/blog/abc HTTP/1.1")])).status).toBe(401);
    expect(reached).toEqual([]);
  });

  it("with a bearer token, or to a public call, reach the app as before", async () => {
    const { port, reached } = await serveDoor(readsBody, { apiRoutes });
    const staff = await raw(port, [head("POST /api/upload HTTP/1.1", "Authorization: Bearer some.token", "Content-Length: 5"), "hello"]);
    expect(staff.status).toBe(200);
    const open = await raw(port, [head("POST /api/customer/customer-login HTTP/1.1", "Content-Length: 2"), "{}"]);
    expect(open.status).toBe(200);
    expect(reached).toEqual(["POST /api/upload", "POST /api/customer/customer-login"]);
  });
});

describe("the memory all bodies may hold at once", () => {
  it("once taken, turns new bodies away with 503 and Retry-After before they are read, and frees up as bodies finish", async () => {
    const { port, reached } = await serveDoor(readsBody, { apiRoutes, bodyMemoryBytes: 1 * MB });
    // One picture of 900 kB on its way (the design form takes pictures without sign-in).
    const first = raw(port, slowPost("/api/design-add", 900 * 1024, 1500), { waitMs: 6000 });
    await new Promise((wait) => setTimeout(wait, 300));
    const second = await raw(port, slowPost("/api/design-add", 900 * 1024, 8000), { waitMs: 4000 });
    expect(second.status).toBe(503);
    expect(second.headers["retry-after"]).toBe("1");
    expect(second.headers.connection).toBe("close");
    expect(JSON.parse(second.body)).toHaveProperty("error");
    expect(second.sentBeforeAnswer).toBeLessThanOrEqual(64 * 1024 + 200);
    // A body sent without a length is stopped once it would take more than there is.
    const chunkedAnswer = await raw(port, [head("POST /api/design-add HTTP/1.1", "Transfer-Encoding: chunked"), `${(200 * 1024).toString(16)}\r\n${"x".repeat(200 * 1024)}\r\n`, 8000], { waitMs: 4000 });
    expect(chunkedAnswer.status).toBe(503);
    expect((await first).status).toBe(200);
    // Its memory given back, the next body is taken.
    const third = await raw(port, [head("POST /api/design-add HTTP/1.1", `Content-Length: ${900 * 1024}`), Buffer.alloc(900 * 1024, 120)], { waitMs: 4000 });
    expect(third.status).toBe(200);
    expect(reached).toEqual(["POST /api/design-add", "POST /api/design-add"]);
  });
});
