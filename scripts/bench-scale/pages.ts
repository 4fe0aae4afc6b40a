// Page timings for bench-scale: the production server on a bench database, cold.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../../server/door/node-flags.mjs";
import { routerHash } from "../../tests/harness/router-hash";

export type PageTimes = Record<string, number>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds from sending the request to the last byte of the answer, and its status. */
async function timed(url: string): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
}

/** What hovering a link to `path` asks first: the route's tree, from the route cache (a prerender the first time). */
async function timedPrefetch(base: string, path: string): Promise<number> {
  const headers = { rsc: "1", "next-router-prefetch": "1", "next-router-segment-prefetch": "/_tree" };
  const hash = await routerHash(headers);
  const started = performance.now();
  const response = await fetch(`${base}${path}?_rsc=${hash}`, { headers, redirect: "manual" });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`prefetch of ${path} answered ${response.status}`);
  return performance.now() - started;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** `node server/index.mjs` on the database, in its own process group; resolves once it answers. */
async function startServer(databaseUrl: string, port: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-scale-server-"));
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server/index.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, NODE_ENV: "production", JWT_SECRET: "bench-scale-only-secret-0123456789abcdef" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, "SIGKILL");
    } catch {
      // already gone
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once("exit", stop);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return { base, stop };
    await wait(500);
  }
  stop();
  throw new Error("the server did not answer within 120 s");
}

export type SitemapCheck = { files: number; urls: number; largestUrls: number; largestBytes: number; indexMs: number; slowestFileMs: number; valid: boolean };

/** Every file of the sitemap index: well formed, at most 50,000 URLs and 50 MB each. */
async function checkSitemap(base: string): Promise<SitemapCheck> {
  const index = await timed(`${base}/sitemap.xml`);
  const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  let urls = 0;
  let largestUrls = 0;
  let largestBytes = 0;
  let slowestFileMs = 0;
  let valid = index.status === 200 && index.body.includes("<sitemapindex") && files.length > 0;
  for (const file of files) {
    const answer = await timed(`${base}${file}`);
    const count = (answer.body.match(/<url>/g) ?? []).length;
    const closed = (answer.body.match(/<\/url>/g) ?? []).length;
    valid &&= answer.status === 200 && answer.body.startsWith("<?xml") && answer.body.trimEnd().endsWith("</urlset>") && count === closed && count <= 50_000 && Buffer.byteLength(answer.body) <= 50 * 1024 * 1024;
    urls += count;
    largestUrls = Math.max(largestUrls, count);
    largestBytes = Math.max(largestBytes, Buffer.byteLength(answer.body));
    slowestFileMs = Math.max(slowestFileMs, answer.ms);
  }
  return { files: files.length, urls, largestUrls, largestBytes, indexMs: index.ms, slowestFileMs, valid };
}

/**
 * Cold pages on a freshly started server that has served only its home page: the first hit of
 * each catalogue page (its data and page in no cache). Then, once the render path is warm, the
 * server time of pages whose data is cached but whose page is not: a filtered listing asked
 * with a query string never seen (the shared cache and the route cache key on it; the data
 * cache does not), and product pages never visited, each once (their data is read then: what a
 * crawler's first visit costs). Then a filtered listing asked again (the shared cache's). Medians
 * of 15, one request at a time, so the time is the server's.
 */
export async function measurePages(databaseUrl: string, port: number, slugs: string[]): Promise<{ pages: PageTimes; sitemap: SitemapCheck }> {
  const { base, stop } = await startServer(databaseUrl, port);
  try {
    const pages: PageTimes = {};
    // The server has answered its first visitor: the home page (its framework code loaded, its
    // lists cached, as in any shop that is up). "Cold" is then a catalogue page never asked.
    await timed(`${base}/`);
    for (const [name, target] of [
      ["cold /collections", "/collections"],
      ["cold /collections?color=Red", "/collections?color=Red"],
      ["cold search page 'hustle'", "/product?value=hustle"],
      ["cold product page", `/product/details/${slugs[0]}`],
    ] as const) {
      const answer = await timed(`${base}${target}`);
      if (answer.status !== 200) throw new Error(`${target} answered ${answer.status}`);
      pages[name] = answer.ms;
    }
    // The render path warmed up as on a server that has been up a while: its first renders of a
    // kind ran 30-40% slower while V8 compiled and optimised React's and Next's code (medians of
    // the first 16 filtered listings on a new server 33-43 ms, of the next 100 23-27 ms, on the
    // demo catalogue). Addresses and products no later request asks, so nothing measured below
    // is in a cache because of them.
    for (let i = 0; i < 30; i++) await timed(`${base}/collections?color=Red&price=500-1000&warm=${i}`);
    for (const slug of slugs.slice(16, 36)) await timed(`${base}/product/details/${slug}`);
    for (const slug of slugs.slice(16, 26)) await timedPrefetch(base, `/product/details/${slug}`);
    const filtered: number[] = [];
    for (let i = 0; i < 16; i++) {
      const answer = await timed(`${base}/collections?color=Red&price=500-1000&bench=${i}`);
      if (i > 0) filtered.push(answer.ms); // the first reads the data
    }
    pages["filtered listing (data cached)"] = median(filtered);
    // The same filtered address asked again: from its second request the shared cache keeps it
    // (server/cache/address-only-pages.mjs), as a popular filter is for every shopper after the first.
    const repeated: number[] = [];
    for (let i = 0; i < 17; i++) {
      const answer = await timed(`${base}/collections?color=Red&price=500-1000&bench=repeated`);
      if (i > 1) repeated.push(answer.ms);
    }
    pages["filtered listing, asked again"] = median(repeated);
    // A product's page asked as a document (a shopper arriving from a search engine, a crawler):
    // rendered for the request by app/(store)/product/document.
    const products: number[] = [];
    for (const slug of slugs.slice(1, 16)) products.push((await timed(`${base}/product/details/${slug}`)).ms);
    pages["product page, first visit"] = median(products);
    // The router's first prefetch of products never asked: the route cache's prerender of the
    // page (four render passes), which every later prefetch and navigation to it is served from.
    const prefetches: number[] = [];
    for (const slug of slugs.slice(36, 51)) prefetches.push(await timedPrefetch(base, `/product/details/${slug}`));
    pages["product prefetch, first (route cache)"] = median(prefetches);
    const sitemap = await checkSitemap(base);
    return { pages, sitemap };
  } finally {
    stop();
  }
}
