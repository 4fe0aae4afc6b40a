import { afterEach, describe, expect, it, vi } from "vitest";

/** The handler module reads its budget once, at import: each test imports it afresh. */
async function handlerWithBudget(megabytes: string) {
  vi.resetModules();
  vi.stubEnv("IMAGE_CACHE_MB", megabytes);
  const { default: ShopCacheHandler } = await import("@/server/cache/shop-cache-handler.mjs");
  return new ShopCacheHandler({ flushToDisk: false, serverDistDir: "/nonexistent", maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] });
}

const image = (bytes: number) => ({ kind: "IMAGE", etag: "e", extension: "avif", upstreamEtag: "u", buffer: Buffer.alloc(bytes), revalidate: 14400 });
const asImage = { kind: "IMAGE", cacheControl: { revalidate: 14400 } };

afterEach(() => vi.unstubAllEnvs());

describe("the image cache of the server cache handler", () => {
  it("gives back an optimised image it was given, as Next's image optimiser reads it", async () => {
    const cache = await handlerWithBudget("1");
    expect(await cache.get("a", { kind: "IMAGE" })).toBeNull();
    await cache.set("a", image(100), asImage);
    const hit = await cache.get("a", { kind: "IMAGE" });
    expect(hit?.value.kind).toBe("IMAGE");
    expect(hit?.value.buffer?.byteLength).toBe(100);
    expect(typeof hit?.lastModified).toBe("number");
  });

  it("drops the least recently used images when over its budget", async () => {
    const cache = await handlerWithBudget("0.001"); // 1,048 bytes
    await cache.set("a", image(400), asImage);
    await cache.set("b", image(400), asImage);
    await cache.get("a", { kind: "IMAGE" }); // a is now newer than b
    await cache.set("c", image(400), asImage); // over budget: b goes
    expect(await cache.get("b", { kind: "IMAGE" })).toBeNull();
    expect(await cache.get("a", { kind: "IMAGE" })).not.toBeNull();
    expect(await cache.get("c", { kind: "IMAGE" })).not.toBeNull();
    await cache.set("huge", image(5000), asImage); // larger than the whole budget: not kept
    expect(await cache.get("huge", { kind: "IMAGE" })).toBeNull();
    expect(await cache.get("c", { kind: "IMAGE" })).not.toBeNull();
  });

  it("leaves everything else to Next's own route cache", async () => {
    const cache = await handlerWithBudget("1");
    const page = { kind: "APP_PAGE", html: "<p>stored</p>", rscData: Buffer.from("rsc"), headers: {}, status: 200, postponed: undefined, segmentData: undefined };
    await cache.set("/product/details/x", page, { cacheControl: { revalidate: 3600 } });
    const stored = await cache.get("/product/details/x", { kind: "APP_PAGE" });
    expect(stored?.value.html).toBe("<p>stored</p>");
    // An image key never reaches it, nor a page key the image store.
    expect(await cache.get("/product/details/x", { kind: "IMAGE" })).toBeNull();
  });
});

describe("revalidation", () => {
  it("empties the shared cache in front of Next when the app revalidates a tag", async () => {
    const cache = await handlerWithBudget("1");
    const { createSharedCache } = await import("@/server/cache/shared-cache.mjs");
    const shared = createSharedCache({ budgetBytes: 1024 * 1024, maxSeconds: 60 });
    const clear = vi.spyOn(shared, "clear");
    await cache.revalidateTag(["products"]);
    expect(clear).toHaveBeenCalledTimes(1);
  });
});

describe("a page whose render spanned a revalidation", () => {
  const page = (tag: string) => ({ kind: "APP_PAGE", html: "<p>Only 3 left</p>", rscData: Buffer.from("rsc"), headers: { "x-next-cache-tags": tag }, status: 200 });
  const asPage = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };
  const stored = { kind: "APP_PAGE", cacheControl: { revalidate: 3600, expire: 86400 } };
  // Next stamps revalidations to the millisecond: a few between the steps keeps them in order.
  const moment = () => new Promise((resolve) => setTimeout(resolve, 5));

  it("is not kept as fresh: the revalidation made while it rendered expires it", async () => {
    const cache = await handlerWithBudget("1");
    const { markTagsRevalidated } = await import("@/server/next-internals.mjs");
    const key = "/product/details/spanned";
    expect(await cache.get(key, asPage)).toBeNull(); // the render begins
    await moment();
    await markTagsRevalidated(["product:spanned"], { expire: 0 }); // somebody buys one meanwhile
    await moment();
    await cache.set(key, page("product:spanned"), stored); // the render, begun before, ends
    await moment();
    expect(await cache.get(key, asPage)).toBeNull();
    // The next render, begun after the purchase, is kept.
    await cache.set(key, page("product:spanned"), stored);
    await moment();
    expect((await cache.get(key, asPage))?.value.html).toBe("<p>Only 3 left</p>");
  });

  it("is kept when the revalidation came before its render began", async () => {
    const cache = await handlerWithBudget("1");
    const { markTagsRevalidated } = await import("@/server/next-internals.mjs");
    const key = "/product/details/after";
    await markTagsRevalidated(["product:after"], { expire: 0 });
    await moment();
    expect(await cache.get(key, asPage)).toBeNull();
    await cache.set(key, page("product:after"), stored);
    await moment();
    expect((await cache.get(key, asPage))?.value.html).toBe("<p>Only 3 left</p>");
  });
});
