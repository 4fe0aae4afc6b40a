import zlib from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answering, closeDoors, head, raw, send, serveDoor, type Handle } from "./front-door-support";
import { log as shopLog } from "@/server/log/log.mjs";

/*
 * Error answers at the front door: every /api answer is JSON { error } even when Next made it
 * (server/door/api-json-errors.mjs); addresses that name nothing are answered before Next
 * (server/door/request-target.mjs); Node's parser refusals are JSON too (client-errors.mjs); and a
 * client that leaves is not an error of the shop's (client-abort.mjs).
 */

afterEach(async () => {
  await closeDoors();
  vi.restoreAllMocks();
});

function json(body: Buffer | string) {
  return JSON.parse(body.toString());
}

describe("/api error answers Next makes", () => {
  it.each<[string, number, Handle, string]>([
    ["405 with no body (a method the route does not export)", 405, answering(405, { allow: "GET, HEAD" }), "This address does not take DELETE requests."],
    ["500 as text/plain (Next failing itself)", 500, answering(500, { "content-type": "text/plain", "content-length": "21" }, "Internal Server Error"), "Something went wrong on our side. Please try again."],
    ["404 as the HTML not-found page", 404, answering(404, { "content-type": "text/html; charset=utf-8" }, "<!DOCTYPE html><p>404</p>"), "Not found."],
    ["an error written with writeHead's headers and streamed", 500, (_req, res) => {
      res.writeHead(500, { "Content-Type": "text/html", "Content-Length": "8" });
      res.write("<p>");
      res.end("x</p>");
    }, "Something went wrong on our side. Please try again."],
  ])("are JSON { error }: %s", async (_what, status, handle, message) => {
    const { base } = await serveDoor(handle);
    const answer = await send(base, "/api/health", { method: "DELETE" });
    expect(answer.status).toBe(status);
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(json(answer.body)).toEqual({ error: message });
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
  });

  it("keep their other headers, and a HEAD gets no body", async () => {
    const { base } = await serveDoor(answering(405, { allow: "GET, HEAD" }));
    const answer = await send(base, "/api/get-banner", { method: "HEAD" });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(answer.body.length).toBe(0);
  });

  it("leave the routes' own JSON errors, successful answers and pages' errors alone", async () => {
    const products = JSON.stringify({ products: Array.from({ length: 200 }, (_, i) => ({ name: `Tee ${i}` })) });
    const { base } = await serveDoor((req, res) => {
      if (req.url === "/api/coupon") return answering(409, { "content-type": "application/json" }, '{"error":"Coupon already exists"}')(req, res);
      if (req.url === "/broken") return answering(500, { "content-type": "text/plain" }, "Internal Server Error")(req, res);
      res.setHeader("content-type", "application/json");
      res.write(products.slice(0, 1000)); // streamed in two writes
      res.end(products.slice(1000));
    });
    expect(json((await send(base, "/api/coupon")).body)).toEqual({ error: "Coupon already exists" });
    const listed = await send(base, "/api/home/get-products", { headers: { "accept-encoding": "gzip" } });
    expect(listed.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(listed.body).toString()).toBe(products);
    const page = await send(base, "/broken");
    expect(page.headers["content-type"]).toBe("text/plain");
    expect(page.body.toString()).toBe("Internal Server Error");
  });
});

describe("addresses that name nothing", () => {
  it.each(["/api/gift-get/%E0%A4%A", "/api/single-blog/%00", "/api/home/get-product/a%0Ab"])("are a 400 JSON answer for the API (%s), without asking Next", async (path) => {
    const { base, reached } = await serveDoor(answering(200, { "content-type": "application/json" }, "{}"));
    const answer = await send(base, path);
    expect(answer.status).toBe(400);
    expect(json(answer.body)).toEqual({ error: "The request could not be understood." });
    expect(reached).toEqual([]);
  });

  it.each(["/uploads/%E0%A4%A", "/products/search/%E0%A4%A", "/collections/%00", "/blogdetail/tee%1F"])("are the shop's 404 page for pages (%s)", async (path) => {
    const { base, reached } = await serveDoor(answering(404, { "content-type": "text/html" }, "<p>This page went out of stock</p>"));
    const answer = await send(base, path);
    expect(answer.status).toBe(404);
    expect(reached).toEqual(["GET /__not-found"]);
  });

  it("let well-formed %-encoding through untouched", async () => {
    const { base, reached } = await serveDoor(answering(200, { "content-type": "text/html" }, "ok"));
    await send(base, "/products/search/%E0%A4%B8%E0%A5%82%E0%A4%A4%E0%A5%80?q=%E0%A4%A");
    await send(base, "/blogdetail/gift%20ideas");
    expect(reached).toEqual(["GET /products/search/%E0%A4%B8%E0%A5%82%E0%A4%A4%E0%A5%80?q=%E0%A4%A", "GET /blogdetail/gift%20ideas"]);
  });

  it("are read from the path of an absolute-form request, never redirected to the host it names", async () => {
    const { port, reached } = await serveDoor(answering(200, { "content-type": "application/json" }, "{}"));
    const absolute = await raw(port, [head("GET http://evil.example/api/health?x=1 HTTP/1.1", "Connection: close")]);
    expect(absolute.status).toBe(200);
    const star = await raw(port, [head("OPTIONS * HTTP/1.1", "Connection: close")]);
    expect(star.status).toBe(400);
    expect(reached).toEqual(["GET /api/health?x=1"]);
  });
});

describe("requests the HTTP parser refuses", () => {
  it("get a JSON answer, and the connection is closed", async () => {
    const { port, reached } = await serveDoor(answering(200, {}, "ok"));
    const big = await raw(port, [head("GET /api/health HTTP/1.1", `X-Big: ${"a".repeat(20_000)}`)]);
    expect(big.status).toBe(431);
    expect(JSON.parse(big.body)).toEqual({ error: "The request headers are too large." });
    expect(big.closed).toBe(true);
    const broken = await raw(port, ["GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n"]);
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toEqual({ error: "The request could not be understood." });
    expect(broken.closed).toBe(true);
    expect(reached).toEqual([]);
  });
});

describe("a client that leaves mid-answer", () => {
  /** An app that starts answering, then fails as Next's pipe does when the connection is gone. */
  // A router payload, which streams (an HTML page is held until complete, for its script hashes).
  const failsWhenClientLeaves: Handle = async (_req, res) => {
    res.setHeader("content-type", "text/x-component");
    res.write("0:first part");
    await new Promise((resolve) => res.once("close", resolve));
    throw new Error("failed to pipe response", { cause: Object.assign(new Error("aborted"), { code: "ECONNRESET" }) });
  };

  it("is not logged as an error; a real failure still is", async () => {
    const errors = vi.spyOn(shopLog, "error").mockImplementation(() => {});
    const { port } = await serveDoor(failsWhenClientLeaves);
    const left = await raw(port, [head("GET /gift-store HTTP/1.1")], { waitMs: 300 });
    expect(left.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(errors).not.toHaveBeenCalled();

    const { base } = await serveDoor(() => {
      throw new Error("the database is gone");
    });
    expect((await send(base, "/gift-store")).status).toBe(500);
    expect(errors).toHaveBeenCalledTimes(1);
  });
});
