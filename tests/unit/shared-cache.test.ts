import { once } from "node:events";
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { frontDoor } from "@/server/door/front-door.mjs";
import { isAddressOnlyPage } from "@/server/cache/address-only-pages.mjs";
import { addressOnlySeconds, chooseEncoding, clearSharedCaches, createSharedCache, entityTag, isShareableRequest, productsOnly, storableSeconds, survivesProductRevalidation } from "@/server/cache/shared-cache.mjs";
import { log as shopLog } from "@/server/log/log.mjs";

/*
 * The shared cache in front of Next, tested as server/index.mjs uses it (server/door/front-door.mjs, with
 * its compression layer): a real HTTP server whose "Next" is a handler counting its calls, so each
 * test sees what reached the app.
 */

type Upstream = (req: IncomingMessage, res: ServerResponse) => void;

const PAGE = `<!DOCTYPE html><html><body>${"<p>Printed tees ₹499</p>".repeat(200)}</body></html>`;
const STORED_PAGE = { "content-type": "text/html; charset=utf-8", "cache-control": "s-maxage=3600, stale-while-revalidate=82800", etag: '"abc"', vary: "rsc, Accept-Encoding", "x-nextjs-cache": "HIT" };

let server: Server | undefined;
afterEach(async () => {
  server?.close();
  server = undefined;
  clearSharedCaches();
});

/** Serves `upstream` behind a shared cache; `calls` counts the requests that reached upstream. */
async function behindCache(upstream: Upstream, options: { budgetBytes?: number; maxSeconds?: number; now?: () => number } = {}) {
  const cache = createSharedCache({ budgetBytes: options.budgetBytes ?? 1024 * 1024, maxSeconds: options.maxSeconds ?? 60, now: options.now });
  const counter = { calls: 0 };
  server = createServer(
    frontDoor({
      shared: cache,
      handle: async (req, res) => {
        counter.calls++;
        upstream(req, res);
      },
    }),
  );
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { cache, counter, base };
}

/** An upstream answering every request with this status, headers and body (written in two chunks). */
function answer(status: number, headers: OutgoingHttpHeaders, body = PAGE): Upstream {
  return (_req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value as string);
    res.statusCode = status;
    const half = Math.floor(body.length / 2);
    res.write(body.slice(0, half));
    res.end(body.slice(half));
  };
}

/** A raw GET (fetch would decompress), returning status, headers and the body's bytes. */
async function get(base: string, path: string, headers: Record<string, string> = {}, method = "GET") {
  const { request } = await import("node:http");
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("what the shared cache keeps", () => {
  it("answers a repeat visit to a shareable page from its stored bytes, not from the app", async () => {
    const { counter, base } = await behindCache(answer(200, STORED_PAGE));
    const first = await get(base, "/collections");
    expect(first.headers["x-shared-cache"]).toBeUndefined();
    const again = await get(base, "/collections");
    expect(counter.calls).toBe(1);
    expect(again.status).toBe(200);
    expect(again.headers["x-shared-cache"]).toBe("HIT");
    expect(again.body.toString("utf8")).toBe(PAGE);
    expect(again.headers["content-length"]).toBe(String(Buffer.byteLength(PAGE)));
    // As the door sends every page: with s-maxage capped for caches in front (outgoing-headers.mjs).
    expect(again.headers["cache-control"]).toBe("s-maxage=60, stale-while-revalidate=82800");
    expect(again.headers["x-nextjs-cache"]).toBeUndefined(); // that described one earlier response
    expect(again.headers.age).toMatch(/^\d+$/);
    // Another address is another entry.
    await get(base, "/collections?x=1");
    expect(counter.calls).toBe(2);
  });

  it("serves gzip or brotli to browsers that ask, and the same page when unpacked", async () => {
    const { counter, base } = await behindCache(answer(200, STORED_PAGE));
    // The first visit (from the app, compressed on the way) stores the page itself.
    const first = await get(base, "/", { "accept-encoding": "gzip, deflate, br" });
    expect(first.headers["x-shared-cache"]).toBeUndefined();
    expect(zlib.gunzipSync(first.body).toString("utf8")).toBe(PAGE);
    // gzip and brotli are made off the main thread once the page is stored: until then, the page itself.
    await expect.poll(async () => (await get(base, "/", { "accept-encoding": "gzip" })).headers["content-encoding"]).toBe("gzip");
    const gzip = await get(base, "/", { "accept-encoding": "gzip" });
    expect(gzip.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.gunzipSync(gzip.body).toString("utf8")).toBe(PAGE);
    expect(gzip.body.length).toBeLessThan(Buffer.byteLength(PAGE) / 5);
    expect(gzip.headers.etag).toBe('W/"abc"'); // another representation, so not the strong tag
    await expect.poll(async () => (await get(base, "/", { "accept-encoding": "gzip, deflate, br" })).headers["content-encoding"]).toBe("br");
    const br = await get(base, "/", { "accept-encoding": "gzip, deflate, br" });
    expect(zlib.brotliDecompressSync(br.body).toString("utf8")).toBe(PAGE);
    expect((await get(base, "/", { "accept-encoding": "br;q=0, gzip" })).headers["content-encoding"]).toBe("gzip");
    const identity = await get(base, "/", { "accept-encoding": "identity" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString("utf8")).toBe(PAGE);
    expect(counter.calls).toBe(1);
  });

  it("passes what it does not store through, compressed as before", async () => {
    const { counter, base } = await behindCache(answer(200, { ...STORED_PAGE, "cache-control": "private, no-store" }));
    const first = await get(base, "/dashboard-client", { "accept-encoding": "gzip" });
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(first.body).toString("utf8")).toBe(PAGE);
    await get(base, "/dashboard-client", { "accept-encoding": "gzip" });
    expect(counter.calls).toBe(2);
  });

  it("answers 500 with an empty body when the app throws, and stores nothing", async () => {
    const { counter, base } = await behindCache(() => {
      throw new Error("boom");
    });
    const errorSpy = vi.spyOn(shopLog, "error").mockImplementation(() => {});
    expect((await get(base, "/")).status).toBe(500);
    expect((await get(base, "/")).status).toBe(500);
    expect(counter.calls).toBe(2);
    errorSpy.mockRestore();
  });

  it("answers a conditional request with 304 and a HEAD with headers only", async () => {
    const { counter, base } = await behindCache(answer(200, STORED_PAGE));
    await get(base, "/");
    const notModified = await get(base, "/", { "if-none-match": '"abc"' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect((await get(base, "/", { "if-none-match": '"other"' })).status).toBe(200);
    const head = await get(base, "/", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(PAGE)));
    expect(counter.calls).toBe(1);
  });

  it("sends each hit its own encoding's headers and its own request id, whatever the hits before it were", async () => {
    const { counter, base } = await behindCache(answer(200, STORED_PAGE));
    await get(base, "/");
    await new Promise((resolve) => setTimeout(resolve, 100)); // gzip and brotli are made off the request
    const asked = [
      { encoding: "br", id: "request-aaaaaaaa" },
      { encoding: "gzip", id: "request-bbbbbbbb" },
      { encoding: "identity", id: "request-cccccccc" },
      { encoding: "br", id: "request-dddddddd" },
    ];
    const hits = await Promise.all(asked.map(({ encoding, id }) => get(base, "/", { "accept-encoding": encoding, "x-request-id": id })));
    const identity = Buffer.from(PAGE);
    hits.forEach((hit, i) => {
      const { encoding, id } = asked[i]!;
      expect(hit.headers["x-shared-cache"]).toBe("HIT");
      expect(hit.headers["x-request-id"]).toBe(id);
      expect(hit.headers["content-encoding"]).toBe(encoding === "identity" ? undefined : encoding);
      expect(hit.headers.etag).toBe(encoding === "identity" ? '"abc"' : 'W/"abc"');
      const body = encoding === "br" ? zlib.brotliDecompressSync(hit.body) : encoding === "gzip" ? zlib.gunzipSync(hit.body) : hit.body;
      expect(body.equals(identity)).toBe(true);
      expect(hit.headers["content-length"]).toBe(String(hit.body.length));
    });
    expect(counter.calls).toBe(1);
  });

  it("gives a stored answer that came without an entity tag one of its bytes, so it can be answered 304", async () => {
    const untagged: OutgoingHttpHeaders = { ...STORED_PAGE };
    delete untagged.etag;
    const { counter, base } = await behindCache(answer(200, untagged));
    const first = await get(base, "/collections");
    expect(first.headers.etag).toBeUndefined(); // sent as Next made it
    const hit = await get(base, "/collections");
    expect(hit.headers.etag).toBe(entityTag(Buffer.from(PAGE)));
    expect((await get(base, "/collections", { "if-none-match": hit.headers.etag as string })).status).toBe(304);
    // Other bytes, another tag.
    expect(entityTag(Buffer.from(`${PAGE} `))).not.toBe(hit.headers.etag);
    expect(counter.calls).toBe(1);
  });

  it.each([
    ["headers given to writeHead", (res: ServerResponse, body: string) => {
      res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "public, max-age=60" });
      res.end(body);
    }],
    ["headers flushed before the body", (res: ServerResponse, body: string) => {
      res.setHeader("content-type", "application/json");
      res.setHeader("cache-control", "public, max-age=60");
      res.flushHeaders();
      res.write(body.slice(0, 10));
      res.end(body.slice(10));
    }],
  ])("stores an answer sent with %s, first asked for compressed", async (_how, send) => {
    const json = JSON.stringify({ products: Array.from({ length: 50 }, (_, i) => ({ name: `Tee ${i}` })) });
    const { counter, base } = await behindCache((_req, res) => send(res, json));
    const first = await get(base, "/api/home/search_products?searchValue=tee", { "accept-encoding": "gzip, deflate, br" });
    expect(zlib.gunzipSync(first.body).toString()).toBe(json);
    // The stored gzip is made off the main thread: a hit before it is ready is sent unpacked.
    await expect.poll(async () => (await get(base, "/api/home/search_products?searchValue=tee", { "accept-encoding": "gzip" })).headers["content-encoding"]).toBe("gzip");
    const again = await get(base, "/api/home/search_products?searchValue=tee", { "accept-encoding": "gzip" });
    expect(again.headers["x-shared-cache"]).toBe("HIT");
    expect(zlib.gunzipSync(again.body).toString()).toBe(json);
    expect(counter.calls).toBe(1);
  });

  it("keeps public catalogue JSON for its max-age", async () => {
    const json = JSON.stringify({ products: [{ name: "Tee" }] });
    const { counter, base } = await behindCache(answer(200, { "content-type": "application/json", "cache-control": "public, max-age=60, stale-while-revalidate=300" }, json));
    await get(base, "/api/home/search_products?searchValue=tee");
    const again = await get(base, "/api/home/search_products?searchValue=tee");
    expect(again.headers["x-shared-cache"]).toBe("HIT");
    expect(JSON.parse(again.body.toString())).toEqual({ products: [{ name: "Tee" }] });
    expect(counter.calls).toBe(1);
  });

  it.each([
    ["a private page (it read the visitor's cookies)", 200, { ...STORED_PAGE, "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" }],
    ["a page setting a cookie", 200, { ...STORED_PAGE, "set-cookie": "customerToken=x; HttpOnly" }],
    ["a not-found page", 404, STORED_PAGE],
    ["a redirect", 307, { ...STORED_PAGE, location: "/" }],
    ["a shell whose holes stream per request", 200, { ...STORED_PAGE, "x-nextjs-postponed": "1" }],
    ["a page Next knows is outdated", 200, { ...STORED_PAGE, "x-nextjs-cache": "STALE" }],
    ["JSON kept by browsers only", 200, { "content-type": "application/json", "cache-control": "max-age=60" }],
    ["a picture", 200, { "content-type": "image/png", "cache-control": "public, max-age=31536000, immutable" }],
  ])("never stores %s", async (_what, status, headers) => {
    const { counter, base } = await behindCache(answer(status, headers));
    await get(base, "/x");
    const again = await get(base, "/x");
    expect(again.headers["x-shared-cache"]).toBeUndefined();
    expect(counter.calls).toBe(2);
  });

  it.each([
    ["a router (RSC) request", "/", { rsc: "1" }],
    ["a prefetch", "/", { "next-router-prefetch": "1" }],
    ["an _rsc address", "/?_rsc=abc", {}],
    ["a staff call with a bearer token", "/api/get-coupon", { authorization: "Bearer t" }],
    ["a draft-mode preview", "/", { cookie: "__prerender_bypass=1" }],
  ])("neither answers nor stores %s", async (_what, path, headers) => {
    const { counter, base } = await behindCache(answer(200, STORED_PAGE));
    await get(base, path, headers);
    await get(base, path, headers);
    expect(counter.calls).toBe(2);
  });

  it("asks the app again once an entry's time is over, at most maxSeconds whatever s-maxage says", async () => {
    let clock = 1_000_000;
    const { counter, base } = await behindCache(answer(200, STORED_PAGE), { maxSeconds: 60, now: () => clock });
    await get(base, "/");
    clock += 59_000;
    await get(base, "/");
    expect(counter.calls).toBe(1);
    clock += 1_000;
    await get(base, "/");
    expect(counter.calls).toBe(2);
  });

  it("forgets everything when the app revalidates, and keeps within its byte budget", async () => {
    const { cache, counter, base } = await behindCache(answer(200, STORED_PAGE), { budgetBytes: Buffer.byteLength(PAGE) * 2 });
    await get(base, "/a");
    await expect.poll(() => cache.bytes).toBeGreaterThan(Buffer.byteLength(PAGE)); // its gzip is in
    await get(base, "/b"); // /b and /a's gzip are over budget: /a goes
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBeLessThanOrEqual(Buffer.byteLength(PAGE) * 2);
    await get(base, "/b");
    expect(counter.calls).toBe(2);
    clearSharedCaches();
    expect(cache.size).toBe(0);
    await get(base, "/b");
    expect(counter.calls).toBe(3);
  });
});

describe("what a revalidation takes away", () => {
  /** Stores each address (address-only pages from their second request on). */
  async function storeAll(base: string, paths: string[]) {
    for (const path of paths) for (let i = 0; i < 2; i++) await get(base, path);
    for (const path of paths) expect((await get(base, path)).headers["x-shared-cache"], path).toBe("HIT");
  }

  it("keeps the other products' pages when only some products changed, and drops everything else", async () => {
    const { cache, base } = await behindCache(answer(200, RENDERED_PAGE));
    const other = "/product/details/desi-swag-tee";
    const changed = "/product/details/beast-mode-tee";
    const byId = "/product/details/0b6f3c1e-2d4a-4f8e-9a1b-3c5d7e9f1a2b";
    await storeAll(base, [other, `${other}?colour=Red`, changed, `${changed}?colour=Red`, byId, "/collections?color=Red"]);
    clearSharedCaches(["product:Beast-Mode-Tee"]);
    expect((await get(base, other)).headers["x-shared-cache"]).toBe("HIT");
    expect((await get(base, `${other}?colour=Red`)).headers["x-shared-cache"]).toBe("HIT");
    for (const gone of [changed, `${changed}?colour=Red`, byId, "/collections?color=Red"]) {
      expect((await get(base, gone)).headers["x-shared-cache"], gone).toBeUndefined();
    }
    expect(cache.size).toBe(2);
  });

  it.each([[["products"]], [["product:a", "products"]], [["banners"]], [[]], [undefined]])("drops everything for %j", async (tags) => {
    const { cache, base } = await behindCache(answer(200, RENDERED_PAGE));
    await storeAll(base, ["/product/details/desi-swag-tee", "/collections?color=Red"]);
    clearSharedCaches(tags);
    expect(cache.size).toBe(0);
  });

  it("reads which revalidations name single products only", () => {
    expect(productsOnly(["product:a", "product:B"])).toEqual(new Set(["a", "b"]));
    expect(productsOnly(["product:a", "reviews:1"])).toBeUndefined();
    expect(productsOnly([])).toBeUndefined();
    expect(survivesProductRevalidation("/product/details/b?x=1", new Set(["a"]))).toBe(true);
    expect(survivesProductRevalidation("/product/details/A", new Set(["a"]))).toBe(false);
    expect(survivesProductRevalidation("/product/details/%E0%A4", new Set(["a"]))).toBe(false);
    expect(survivesProductRevalidation("/product/details/b/reviews/2", new Set(["a"]))).toBe(false);
    expect(survivesProductRevalidation("/api/home/get-product/b", new Set(["a"]))).toBe(false);
  });
});

describe("requests with an Authorization header", () => {
  it("are answered a stored page and store one: no page reads the header", async () => {
    const { counter, base } = await behindCache(answer(200, RENDERED_PAGE));
    const path = "/product/details/desi-swag-tee";
    await get(base, path, { authorization: "Bearer a" });
    await get(base, path, { authorization: "Bearer b" });
    expect((await get(base, path)).headers["x-shared-cache"]).toBe("HIT");
    expect((await get(base, path, { authorization: "Bearer c" })).headers["x-shared-cache"]).toBe("HIT");
    expect(counter.calls).toBe(2);
  });

  it("go to the app for every /api call, which may answer for the token", async () => {
    const { counter, base } = await behindCache(answer(200, { "content-type": "application/json", "cache-control": "public, max-age=60" }, "{}"));
    for (const path of ["/api/home/get-product/x", "/api?x=1"]) {
      await get(base, path, { authorization: "Bearer a" });
      await get(base, path, { authorization: "Bearer a" });
    }
    expect(counter.calls).toBe(4);
  });
});

describe("an answer begun before a revalidation", () => {
  it("is not stored when the cache was emptied while it was written: it holds the old data", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const upstream: Upstream = (_req, res) => {
      for (const [name, value] of Object.entries(STORED_PAGE)) res.setHeader(name, value as string);
      res.statusCode = 200;
      res.write(PAGE.slice(0, 100));
      // The first answer is still being written when a seller's change revalidates.
      if (first) {
        first = false;
        void held.then(() => res.end(PAGE.slice(100)));
      } else res.end(PAGE.slice(100));
    };
    const { cache, counter, base } = await behindCache(upstream);
    const inFlight = get(base, "/");
    await vi.waitFor(() => expect(counter.calls).toBe(1));
    clearSharedCaches();
    release();
    expect((await inFlight).status).toBe(200);
    expect(cache.size).toBe(0);
    await get(base, "/");
    expect(counter.calls).toBe(2);
    // An answer begun after the revalidation is stored as usual.
    expect(cache.size).toBe(1);
    await get(base, "/");
    expect(counter.calls).toBe(2);
  });
});

/** What Next sends for a page it rendered at request time: private, and postponed when streamed. */
const RENDERED_PAGE = { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate", "x-nextjs-postponed": "1" };

describe("address-only pages (rendered per request from their URL alone)", () => {
  it("keeps one from its second request on, though Next marked it private", async () => {
    const { counter, base } = await behindCache(answer(200, RENDERED_PAGE));
    const path = "/collections?color=Red&price=500-1000";
    expect((await get(base, path)).headers["x-shared-cache"]).toBeUndefined();
    expect((await get(base, path)).headers["x-shared-cache"]).toBeUndefined();
    const third = await get(base, path);
    expect(third.headers["x-shared-cache"]).toBe("HIT");
    expect(third.body.toString("utf8")).toBe(PAGE);
    // Browsers are told what Next told them: not theirs to keep.
    expect(third.headers["cache-control"]).toMatch(/private/);
    expect(counter.calls).toBe(2);
    // Each address is its own page, with its own first request.
    await get(base, "/collections?color=Blue");
    await get(base, "/offer-promotion?page=2");
    await get(base, "/products/search/x?gender=Gym");
    expect(counter.calls).toBe(5);
  });

  it("never keeps an address asked once, however many different ones are asked", async () => {
    const { cache, counter, base } = await behindCache(answer(200, RENDERED_PAGE));
    for (let i = 0; i < 30; i++) await get(base, `/collections?price=${500 + i}-1000`);
    expect(cache.size).toBe(0);
    expect(counter.calls).toBe(30);
  });

  it("neither remembers nor keeps an address longer than a shopper's filters", async () => {
    const { cache, counter, base } = await behindCache(answer(200, RENDERED_PAGE));
    const long = `/collections?color=Red&note=${"x".repeat(600)}`;
    for (let i = 0; i < 3; i++) await get(base, long);
    expect(cache.size).toBe(0);
    expect(counter.calls).toBe(3);
  });

  it("forgets a first request older than the time a page is kept", async () => {
    let clock = 1_000_000;
    const { cache, base } = await behindCache(answer(200, RENDERED_PAGE), { maxSeconds: 60, now: () => clock });
    await get(base, "/gift-store");
    clock += 61_000;
    await get(base, "/gift-store");
    expect(cache.size).toBe(0);
    await get(base, "/gift-store");
    expect(cache.size).toBe(1);
  });

  it("keeps private answers at any other address private, however often asked", async () => {
    const { cache, counter, base } = await behindCache(answer(200, RENDERED_PAGE));
    for (const path of ["/product?value=tee", "/dashboard", "/cart", "/collections/../dashboard", "/collectionsx?a=1"]) {
      for (let i = 0; i < 3; i++) await get(base, path);
    }
    expect(cache.size).toBe(0);
    expect(counter.calls).toBe(15);
  });

  it("never keeps one that sets a cookie, failed, or is not a page", async () => {
    for (const [status, headers] of [
      [200, { ...RENDERED_PAGE, "set-cookie": "a=b" }],
      [404, RENDERED_PAGE],
      [500, RENDERED_PAGE],
      [200, { ...RENDERED_PAGE, "content-type": "text/x-component" }],
    ] as const) {
      const { cache, base } = await behindCache(answer(status, headers));
      for (let i = 0; i < 3; i++) await get(base, "/collections?rating=4");
      expect(cache.size, `${status} ${JSON.stringify(headers)}`).toBe(0);
      server?.close();
      clearSharedCaches();
    }
  });

  it("knows the address-only pages by path", () => {
    for (const url of ["/collections", "/collections?color=Red", "/offer-promotion?page=2", "/gift-store", "/reviews?sort=high", "/products/search?gender=Gym", "/products/search/a/b?gender=Gym", "/product/details/x", "/product/details/x?color=Red"]) {
      expect(isAddressOnlyPage(url), url).toBe(true);
    }
    for (const url of ["/product?value=tee", "/product/details/x/reviews/2", "/product/details/", "/product/detailsx/y", "/dashboard", "/cart", "/collections/current/x", "/api/collections", "/collectionsx", "/products/searchx"]) {
      expect(isAddressOnlyPage(url), url).toBe(false);
    }
    expect(addressOnlySeconds(200, RENDERED_PAGE, 60)).toBe(60);
    expect(addressOnlySeconds(200, { ...RENDERED_PAGE, "content-type": "application/json" }, 60)).toBe(0);
    expect(addressOnlySeconds(200, { ...RENDERED_PAGE, "content-encoding": "br" }, 60)).toBe(0);
  });
});

describe("the rules, one by one", () => {
  it("reads the time a shared cache may keep a response from Cache-Control", () => {
    const html = { "content-type": "text/html; charset=utf-8" };
    expect(storableSeconds(200, { ...html, "cache-control": "s-maxage=3600, stale-while-revalidate=82800" }, 60)).toBe(60);
    expect(storableSeconds(200, { ...html, "cache-control": "s-maxage=30" }, 60)).toBe(30);
    expect(storableSeconds(200, { ...html, "cache-control": "public, max-age=20" }, 60)).toBe(20);
    expect(storableSeconds(200, { ...html, "cache-control": "max-age=20" }, 60)).toBe(0);
    expect(storableSeconds(200, { ...html, "cache-control": "s-maxage=30, private" }, 60)).toBe(0);
    expect(storableSeconds(200, { ...html, "cache-control": "no-store" }, 60)).toBe(0);
    expect(storableSeconds(200, html, 60)).toBe(0);
    expect(storableSeconds(200, { ...html, "cache-control": "s-maxage=30", "content-encoding": "gzip" }, 60)).toBe(0);
    // The sitemap files are XML, sent `public, max-age=3600`.
    expect(storableSeconds(200, { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" }, 60)).toBe(60);
    expect(storableSeconds(200, { "content-type": "text/plain", "cache-control": "public, max-age=3600" }, 60)).toBe(0);
  });

  it("picks the best encoding the client accepts", () => {
    const all = { identity: 1, gzip: 1, br: 1 };
    expect(chooseEncoding("gzip, deflate, br, zstd", all)).toBe("br");
    expect(chooseEncoding("gzip, deflate, br", { identity: 1, gzip: 1 })).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5", all)).toBe("gzip");
    expect(chooseEncoding("*", all)).toBe("br");
    expect(chooseEncoding("*, br;q=0", all)).toBe("gzip");
    expect(chooseEncoding(undefined, all)).toBe("identity");
    expect(chooseEncoding("deflate", all)).toBe("identity");
  });

  it("answers the same for a value it has parsed before, and past the number of values it remembers", () => {
    const all = { identity: 1, gzip: 1, br: 1 };
    for (let i = 0; i < 600; i++) expect(chooseEncoding(`gzip;q=0.${(i % 9) + 1}, x-${i}`, all)).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip", all)).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip", all)).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip", { identity: 1 })).toBe("identity");
  });

  it("only looks at plain GET and HEAD requests outside /_next", () => {
    const req = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers }) as never;
    expect(isShareableRequest(req("GET", "/product/details/x"))).toBe(true);
    expect(isShareableRequest(req("HEAD", "/"))).toBe(true);
    expect(isShareableRequest(req("POST", "/"))).toBe(false);
    expect(isShareableRequest(req("GET", "/_next/static/chunks/a.js"))).toBe(false);
    expect(isShareableRequest(req("GET", "/", { "next-router-state-tree": "x" }))).toBe(false);
    expect(isShareableRequest(req("GET", "/", { "next-action": "x" }))).toBe(false);
  });
});
