import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  cacheClockNow,
  createNextDataCache,
  markTagsRevalidated,
  NEXT_PRIVATE_MODULES,
  NEXT_VERSION_READ,
  nextRouteCacheClass,
  parseRouterStateHeader,
  stampStoredRoute,
} from "@/server/next-internals.mjs";

/*
 * Contracts on Next's private modules, as server/next-internals.mjs uses them. Next may change
 * them in any release: a failing contract names the version they were read against, the version
 * now installed and the module to read again.
 */
const installed = (JSON.parse(fs.readFileSync("node_modules/next/package.json", "utf8")) as { version: string }).version;

function contract(what: string, module: string, check: () => void | Promise<void>) {
  it(what, async () => {
    try {
      await check();
    } catch (error) {
      throw new Error(
        `Next's private ${module} no longer does what server/next-internals.mjs expects (${what}). ` +
          `It was written against Next ${NEXT_VERSION_READ}; Next ${installed} is installed: read the module again and update the adapter.\n${String(error)}`,
        { cause: error },
      );
    }
  });
}

const stateHeader = (state: unknown) => encodeURIComponent(JSON.stringify(state));

describe("Next's reader of the router's state header", () => {
  contract("reads the tree of route segments a router request sends", NEXT_PRIVATE_MODULES.routerState, () => {
    const page = [["slug", "desi-boy", "d", null], { children: ["__PAGE__", {}] }];
    const state = ["", { children: ["(store)", { children: ["product", { children: ["details", { children: page }] }] }] }, null, null];
    expect(parseRouterStateHeader(stateHeader(state))).toEqual(state);
  });

  contract("throws on a header it cannot read: not JSON, broken %-encoding, or not a tree", NEXT_PRIVATE_MODULES.routerState, () => {
    expect(() => parseRouterStateHeader("not json")).toThrow();
    expect(() => parseRouterStateHeader("%E0%A4%A")).toThrow();
    expect(() => parseRouterStateHeader(stateHeader(["", 5]))).toThrow();
  });
});

describe("Next's default server cache handler", () => {
  contract("is a class the shop's handler extends, with get, set and revalidateTag", NEXT_PRIVATE_MODULES.routeCache, () => {
    const NextRouteCache = nextRouteCacheClass();
    class Extended extends NextRouteCache {}
    const cache = new Extended({ flushToDisk: false, serverDistDir: "/nonexistent", maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] });
    for (const method of ["get", "set", "revalidateTag"] as const) expect(typeof cache[method]).toBe("function");
  });

  contract("marks tags revalidated where Next's 'use cache' handler sees them", NEXT_PRIVATE_MODULES.routeCache, async () => {
    const dataCache = createNextDataCache(1024 * 1024);
    const before = Date.now();
    await markTagsRevalidated(["contract-now"]);
    expect(await dataCache.getExpiration(["contract-now"])).toBeGreaterThanOrEqual(before);
    // With durations the tag turns stale now and expires after `expire` seconds.
    await markTagsRevalidated(["contract-later"], { expire: 60 });
    expect(await dataCache.getExpiration(["contract-later"])).toBeGreaterThanOrEqual(before + 60_000);
  });
});

describe("Next's default 'use cache' handler", () => {
  const entry = (text: string, tags: string[]) => ({
    value: new Response(text).body,
    tags,
    stale: 300,
    timestamp: Date.now() - 1_000,
    expire: 3600,
    revalidate: 900,
  });

  contract("gives back what it stored, until one of its tags is revalidated", NEXT_PRIVATE_MODULES.dataCache, async () => {
    const cache = createNextDataCache(1024 * 1024);
    for (const method of ["get", "set", "refreshTags", "getExpiration", "updateTags"] as const) expect(typeof cache[method]).toBe("function");
    await cache.set("contract-key", Promise.resolve(entry("stored", ["contract-products"])));
    const hit = await cache.get("contract-key", []);
    expect(await new Response(hit.value).text()).toBe("stored");
    await markTagsRevalidated(["contract-products"]);
    // Next rounds the stamp to the millisecond: the tag is expired within one.
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await cache.get("contract-key", [])).toBeUndefined();
  });
});

/*
 * The system steps its wall clock (Date.now) while a server runs; Next's caches judge freshness
 * on the clock of the process's start plus monotonic time (cacheClockNow). A revalidation must
 * expire what was read before it whichever way the wall clock was stepped: these fail when the
 * manifest or a stored page is stamped with Date.now().
 */
describe("revalidations with the wall clock stepped since the process started", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const routeCache = () => {
    const NextRouteCache = nextRouteCacheClass();
    return new NextRouteCache({ flushToDisk: false, serverDistDir: "/nonexistent", maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] });
  };
  const page = (tag: string) => ({ kind: "APP_PAGE", html: "<p>old reviews</p>", rscData: Buffer.from("old"), headers: { "x-next-cache-tags": tag }, status: 200 });
  // Next rounds a revalidation's stamp to the millisecond, up as often as down: for under a
  // millisecond after it, the tag is not yet expired.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

  for (const step of [-10_000, 10_000]) {
    const stepped = `${step < 0 ? "back" : "forward"} by ${Math.abs(step) / 1000} s`;

    contract(`expires a 'use cache' entry read a second before, the wall clock stepped ${stepped}`, NEXT_PRIVATE_MODULES.dataCache, async () => {
      const cache = createNextDataCache(1024 * 1024);
      const tag = `contract-reviews${step}`;
      await cache.set(`reviews${step}`, Promise.resolve({ value: new Response("old").body, tags: [tag], stale: 300, timestamp: cacheClockNow() - 1_000, expire: 3600, revalidate: 900 }));
      expect(await cache.get(`reviews${step}`, [])).toBeDefined();
      vi.spyOn(Date, "now").mockImplementation(() => Math.round(cacheClockNow() + step));
      await markTagsRevalidated([tag], { expire: 0 });
      await settle();
      expect(await cache.get(`reviews${step}`, [])).toBeUndefined();
    });

    contract(`expires a page the route cache stored before, the wall clock stepped ${stepped}`, NEXT_PRIVATE_MODULES.routeCache, async () => {
      const cache = routeCache();
      const tag = `contract-page${step}`;
      const key = `/product/details/contract${step}`;
      vi.spyOn(Date, "now").mockImplementation(() => Math.round(cacheClockNow() + step));
      await cache.set(key, page(tag), { kind: "APP_PAGE", cacheControl: { revalidate: 900, expire: 3600 } });
      stampStoredRoute(key);
      expect(await cache.get(key, { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false })).toBeTruthy();
      await settle();
      await markTagsRevalidated([tag], { expire: 0 });
      await settle();
      expect(await cache.get(key, { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false })).toBeNull();
    });
  }

  contract("leaves what was stored after the revalidation", NEXT_PRIVATE_MODULES.routeCache, async () => {
    const cache = routeCache();
    await markTagsRevalidated(["contract-page-later"], { expire: 0 });
    await settle();
    await cache.set("/product/details/later", page("contract-page-later"), { kind: "APP_PAGE", cacheControl: { revalidate: 900, expire: 3600 } });
    stampStoredRoute("/product/details/later");
    expect(await cache.get("/product/details/later", { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false })).toBeTruthy();
  });
});

describe("the adapter", () => {
  it("is the only import of Next's private modules outside the tests", () => {
    const importers: string[] = [];
    const visit = (entry: string) => {
      const stat = fs.statSync(entry);
      if (stat.isDirectory()) {
        for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
      } else if (/\.(m?[jt]sx?)$/.test(entry) && fs.readFileSync(entry, "utf8").includes("next/dist/")) {
        importers.push(entry);
      }
    };
    for (const entry of ["server", "lib", "app", "components", "scripts", "proxy.ts", "instrumentation.ts", "next.config.ts"]) {
      if (fs.existsSync(entry)) visit(entry);
    }
    expect(importers).toEqual([path.join("server", "next-internals.mjs")]);
  });
});
