// `npm run bench`: serves the production build (`npm start`, server/index.mjs) on a fresh, seeded
// temporary DATA_DIR and measures requests per second and p99 latency of the catalogue pages and
// search with autocannon, asking as a browser does (Accept-Encoding: gzip, deflate, br), next to
// the same server's throughput for a static file in public/ (the ceiling). Each is measured again
// without compression, beside static files of 128 and 512 kB: uncompressed, the bytes themselves
// (and the load generator reading them) set the pace. Also prints each page's HTML size, the bytes
// a browser receives, and first-load JS (gzip). Builds first when there is no build. Stops the
// server it started.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { firstLoadJs } from "./first-load-js.mjs";
import { aProductPath, serveBuild, warmUntilCached } from "./serve-build";

const port = Number(process.env.BENCH_PORT ?? 3390);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

type Row = { name: string; path: string; status: number; rps: number; p99: number; plainRps: number; js?: number; cached?: boolean; htmlKb?: number; sentKb?: number };

/** What a browser sends: it always takes compressed answers. */
const BROWSER = { "accept-encoding": "gzip, deflate, br" };

async function load(target: string, headers: Record<string, string>) {
  const url = `${base}${target}`;
  // Warm up: first requests fill the caches (data cache, image, route and shared caches).
  await autocannon({ url, connections: 4, duration: 2, headers });
  return autocannon({ url, connections, duration: seconds, headers });
}

/** Bytes of the answer as received, before any decompression. */
async function sentBytes(target: string, headers: Record<string, string>): Promise<number> {
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    request(`${base}${target}`, { headers }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve(bytes));
    })
      .on("error", reject)
      .end();
  });
}

async function measure(name: string, target: string, page: boolean): Promise<Row> {
  const status = (await fetch(`${base}${target}`)).status;
  const cached = page ? await warmUntilCached(base, target) : undefined;
  const browser = await load(target, BROWSER);
  const plain = await load(target, {});
  const js = page ? (await firstLoadJs(base, target)).gzipKb : undefined;
  const htmlKb = page ? Math.round((await sentBytes(target, {})) / 1024) : undefined;
  const sentKb = page ? Math.round((await sentBytes(target, BROWSER)) / 1024) : undefined;
  const rps = Math.round(browser.requests.average);
  return { name, path: target, status, rps, p99: browser.latency.p99, plainRps: Math.round(plain.requests.average), js, cached, htmlKb, sentKb };
}

// Static files as large as the pages, written before the server starts (it lists public/ then):
// the same server's ceiling for sending that many bytes, next to the tiny file's.
const sizedDir = path.join("public", "bench-files");
const sizedKb = [128, 512];
fs.mkdirSync(sizedDir, { recursive: true });
for (const kb of sizedKb) fs.writeFileSync(path.join(sizedDir, `${kb}k.html`), "x".repeat(kb * 1024));
process.on("exit", () => fs.rmSync(sizedDir, { recursive: true, force: true }));

const base = await serveBuild(port);
const productPath = await aProductPath(base);
const rows: Row[] = [];
rows.push(await measure("static file (ceiling)", "/apple-touch-icon.png", false));
for (const kb of sizedKb) rows.push(await measure(`static file of ${kb} kB`, `/bench-files/${kb}k.html`, false));
rows.push(await measure("home", "/", true));
rows.push(await measure("collections", "/collections", true));
rows.push(await measure("product page", productPath, true));
rows.push(await measure("search_products", "/api/home/search_products?searchValue=tee", false));

const ceiling = rows[0]!.rps;
console.log(`\n${seconds} s each, ${connections} connections, ${os.cpus().length} cores\n`);
// The JS every page of this Next and React loads, whatever it holds: an empty page's (the 404).
const framework = (await firstLoadJs(base, "/no-such-page-for-the-bench")).gzipKb;
console.log("| what | path | status | stored | HTML kB | sent kB | req/s | p99 ms | of ceiling | req/s uncompressed | first-load JS (gzip) | above the 404 page |");
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const r of rows) {
  const ratio = `${Math.round((r.rps / ceiling) * 100)}%`;
  const js = r.js === undefined ? "" : `${r.js} kB`;
  const own = r.js === undefined ? "" : `${Math.round((r.js - framework) * 10) / 10} kB`;
  const cached = r.cached === undefined ? "" : r.cached ? "yes" : "no";
  console.log(`| ${r.name} | ${r.path} | ${r.status} | ${cached} | ${r.htmlKb ?? ""} | ${r.sentKb ?? ""} | ${r.rps} | ${r.p99} | ${ratio} | ${r.plainRps} | ${js} | ${own} |`);
}
console.log("\nreq/s, p99 and the ratio are for requests as a browser makes them (Accept-Encoding: gzip, deflate, br).");
// The customer's own pages are drawn in the browser: their weight is JS (budget: 40 kB above the
// empty page). Measured on the page as first sent; parts loaded on use (dialogs) come later.
console.log("\n| checkout page | first-load JS (gzip) | above the 404 page |\n|---|---|---|");
for (const page of ["/cart", "/checkout", "/shiping", "/payment", "/wishlist", "/dashboard-client"]) {
  const js = (await firstLoadJs(base, page)).gzipKb;
  console.log(`| ${page} | ${js} kB | ${Math.round((js - framework) * 10) / 10} kB |`);
}
console.log(`\nFirst-load JS of an empty page (the 404), the framework's own: ${framework} kB gzip.`);
const missing = rows.filter((r) => r.status !== 200);
if (missing.length) console.log(`\nNot measured for real (status not 200): ${missing.map((r) => r.path).join(", ")}`);
process.exit(0);
