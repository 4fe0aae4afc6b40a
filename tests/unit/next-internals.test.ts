import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createNextDataCache, markTagsRevalidated, NEXT_PRIVATE_MODULES, NEXT_VERSION_READ, nextRouteCacheClass, parseRouterStateHeader } from "@/server/next-internals.mjs";

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
    expect(await cache.get("contract-key", [])).toBeUndefined();
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
