import { afterEach, describe, expect, it } from "vitest";
import { clearSharedCaches, createSharedCache } from "@/server/cache/shared-cache.mjs";
import { contentSecurityPolicy, STRICT_TRANSPORT_SECURITY } from "@/server/door/security-headers.mjs";
import { answering, closeDoors, head, raw, send, serveDoor, type Answer } from "./front-door-support";

/*
 * The headers of every answer of the front door (server/door/outgoing-headers.mjs): the security
 * headers on Next's answers, on the shared cache's stored copies and on the door's own answers;
 * HSTS only for requests that came over https, whatever a stored copy was made from; Next's
 * x-middleware-* notes never sent; and the peer address header the app reads set by the door.
 */

afterEach(async () => {
  await closeDoors();
  clearSharedCaches();
});

const PAGE = `<!DOCTYPE html><html><body>${"<p>Printed tees</p>".repeat(100)}</body></html>`;
/** A stored page as Next answers it, with the note proxy.ts's rewrite of / makes Next send. */
const STORED_PAGE = { "content-type": "text/html; charset=utf-8", "cache-control": "s-maxage=3600", "x-middleware-rewrite": "/home/current" };

function sharedCache() {
  return createSharedCache({ budgetBytes: 1024 * 1024, maxSeconds: 60 });
}

function expectSecurityHeaders(answer: Pick<Answer, "headers">) {
  expect(answer.headers["content-security-policy"]).toBe(contentSecurityPolicy());
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(answer.headers["permissions-policy"]).toMatch(/camera=\(\)/);
  expect(answer.headers["cross-origin-opener-policy"]).toBe("same-origin");
}

describe("the security headers", () => {
  it("are on Next's answer and on the stored copy the shared cache answers with", async () => {
    const { base, reached } = await serveDoor(answering(200, STORED_PAGE, PAGE), { shared: sharedCache() });
    const first = await send(base, "/");
    expectSecurityHeaders(first);
    const again = await send(base, "/", { headers: { "accept-encoding": "gzip" } });
    expect(again.headers["x-shared-cache"]).toBe("HIT");
    expectSecurityHeaders(again);
    expect(reached).toHaveLength(1);
  });

  it("are on the door's own refusals and on the parser's", async () => {
    const { base, port } = await serveDoor(answering(200, STORED_PAGE, PAGE));
    expectSecurityHeaders(await send(base, "/collections", { method: "POST", body: "x" }));
    expectSecurityHeaders(await send(base, "/api/gift-get/%E0%A4%A"));
    const tooLarge = await raw(port, [head("GET /api/health HTTP/1.1", `X-Big: ${"a".repeat(20_000)}`)]);
    expect(tooLarge.status).toBe(431);
    expectSecurityHeaders({ headers: tooLarge.headers });
  });

  it("keep a header the app chose for itself", async () => {
    const { base } = await serveDoor(answering(200, { "content-type": "image/svg+xml", "content-security-policy": "default-src 'none'" }, "<svg/>"));
    const answer = await send(base, "/uploads/logo.svg");
    expect(answer.headers["content-security-policy"]).toBe("default-src 'none'");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("allow eval and any inline script only in development, and nothing from other origins", () => {
    const production = contentSecurityPolicy();
    expect(production).not.toContain("unsafe-eval");
    expect(production).not.toContain("unsafe-inline'; style-src"); // scripts by hash only (the door adds them)
    expect(contentSecurityPolicy({ development: true })).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    for (const directive of ["default-src 'self'", "script-src 'self';", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'", "img-src 'self' data: blob:", "connect-src 'self'"]) {
      expect(production).toContain(directive);
    }
    expect(production).not.toMatch(/https?:/);
  });
});

describe("Strict-Transport-Security", () => {
  const https = { "x-forwarded-proto": "https" };

  it("is sent only when the request came over https, and a stored copy does not carry it over", async () => {
    const { base, reached } = await serveDoor(answering(200, STORED_PAGE, PAGE), { shared: sharedCache() });
    // Stored from an https request: an http request for the same page gets no HSTS.
    const overHttps = await send(base, "/", { headers: https });
    expect(overHttps.headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY);
    const overHttp = await send(base, "/");
    expect(overHttp.headers["x-shared-cache"]).toBe("HIT");
    expect(overHttp.headers["strict-transport-security"]).toBeUndefined();
    // Stored from an http request: an https request for it still gets HSTS.
    const plain = await send(base, "/collections");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const secure = await send(base, "/collections", { headers: { "x-forwarded-proto": "https, http" } });
    expect(secure.headers["x-shared-cache"]).toBe("HIT");
    expect(secure.headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY);
    expect(reached).toHaveLength(2);
  });
});

describe("what Next notes for itself", () => {
  it("never leaves the server, from Next or from a stored copy", async () => {
    const { base } = await serveDoor(answering(200, { ...STORED_PAGE, "x-middleware-set-cookie": "a=1" }, PAGE), { shared: sharedCache() });
    const first = await send(base, "/");
    const again = await send(base, "/");
    expect(again.headers["x-shared-cache"]).toBe("HIT");
    for (const answer of [first, again]) {
      expect(Object.keys(answer.headers).filter((name) => name.startsWith("x-middleware-"))).toEqual([]);
    }
  });
});

describe("the peer address header", () => {
  it("is the connection's own address, never what the client sent", async () => {
    const { base } = await serveDoor((req, res) => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ peer: req.headers["x-shop-peer-address"], raw: req.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase()) }));
    });
    const spoofed = JSON.parse((await send(base, "/api/useringfo", { headers: { "X-Shop-Peer-Address": "203.0.113.9" } })).body.toString());
    expect(spoofed.peer).toBe("127.0.0.1");
    expect(spoofed.raw).not.toContain("x-shop-peer-address");
    const plain = JSON.parse((await send(base, "/api/useringfo")).body.toString());
    expect(plain.peer).toBe("127.0.0.1");
  });
});

describe("the document mark", () => {
  it("reaches Next on a visit to a page, never on the router's requests, whatever the client sent", async () => {
    const { base } = await serveDoor((req, res) => {
      res.setHeader("content-type", "application/json");
      res.setHeader("cache-control", "private, no-store");
      res.end(JSON.stringify({ document: req.headers["x-shop-document"] ?? null, raw: req.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase()) }));
    });
    const seen = async (path: string, headers: Record<string, string> = {}) => JSON.parse((await send(base, path, { headers })).body.toString());
    expect(await seen("/product/details/desi-boy")).toMatchObject({ document: "1" });
    expect(await seen("/product/details/desi-boy", { "X-Shop-Document": "forged" })).toEqual({ document: "1", raw: expect.not.arrayContaining(["x-shop-document"]) });
    const routerAsks: Record<string, string>[] = [{ RSC: "1" }, { RSC: "1", "X-Shop-Document": "1" }, { "Next-Router-Prefetch": "1", "X-Shop-Document": "1" }];
    for (const headers of routerAsks) {
      const answer = await seen("/product/details/desi-boy?_rsc=abc", headers);
      expect(answer.document, JSON.stringify(headers)).toBeNull();
      expect(answer.raw).not.toContain("x-shop-document");
    }
  });
});

describe("the router's state header", () => {
  it("is answered 400 at the door when Next could not read it (Next said 500), and passed on when it can", async () => {
    const { base, reached } = await serveDoor(answering(200, { "content-type": "text/x-component" }, "0:{}"));
    const tree = (value: unknown) => encodeURIComponent(JSON.stringify(value));
    for (const bad of ["x", "%E0%A4", tree(["", { children: ["__PAGE__", {}] }, null, null, true]), tree({ children: [] })]) {
      for (const path of ["/product/details/desi-boy?_rsc=abc", "/api/home/get-products"]) {
        const answer = await send(base, path, { headers: { RSC: "1", "Next-Router-State-Tree": bad } });
        expect(answer.status, `${path} ${bad.slice(0, 40)}`).toBe(400);
      }
    }
    expect(reached).toHaveLength(0);
    const good = await send(base, "/product/details/desi-boy?_rsc=abc", { headers: { RSC: "1", "Next-Router-State-Tree": tree(["", { children: ["__PAGE__", {}] }, null, null]) } });
    expect(good.status).toBe(200);
    expect(reached).toHaveLength(1);
  });
});

describe("how long a cache in front may keep a page", () => {
  it("is at most a minute (s-maxage capped), on Next's answer and on the stored copy, whatever Next said", async () => {
    const page = { ...STORED_PAGE, "cache-control": "s-maxage=86400, stale-while-revalidate=518400" };
    const { base, reached } = await serveDoor(answering(200, page, PAGE), { shared: sharedCache() });
    const first = await send(base, "/product/details/desi-boy");
    const again = await send(base, "/product/details/desi-boy");
    expect(reached).toHaveLength(1);
    expect(again.headers["x-shared-cache"]).toBe("HIT");
    for (const answer of [first, again]) expect(answer.headers["cache-control"]).toBe("s-maxage=60, stale-while-revalidate=518400");
  });

  it("leaves shorter periods, private answers and other headers as they are", async () => {
    for (const cacheControl of ["s-maxage=30", "public, max-age=3600", "private, no-cache, no-store, max-age=0, must-revalidate", "public, max-age=31536000, immutable"]) {
      const { base } = await serveDoor(answering(200, { "content-type": "text/html", "cache-control": cacheControl }, PAGE));
      expect((await send(base, "/gift-store")).headers["cache-control"]).toBe(cacheControl);
    }
  });
});
