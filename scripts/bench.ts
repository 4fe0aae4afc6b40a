// `npm run bench`: serves the production build on a fresh, seeded temporary DATA_DIR and measures
// requests per second and p99 latency of the catalogue pages and search with autocannon, next to
// the same server's throughput for a static file in public/ (the ceiling) and for static files
// as large as the pages, plus each page's HTML size and first-load JS (gzip). Builds first when there is no build. Stops the server it started.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { firstLoadJs } from "./first-load-js.mjs";
import { aProductPath, serveBuild, warmUntilCached } from "./serve-build";

const port = Number(process.env.BENCH_PORT ?? 3390);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

type Row = { name: string; path: string; status: number; rps: number; p99: number; js?: number; cached?: boolean; htmlKb?: number };

async function measure(name: string, target: string, page: boolean): Promise<Row> {
  const status = (await fetch(`${base}${target}`)).status;
  const cached = page ? await warmUntilCached(base, target) : undefined;
  // Warm up: first requests fill the caches (data cache, image and route caches).
  await autocannon({ url: `${base}${target}`, connections: 4, duration: 2 });
  const result = await autocannon({ url: `${base}${target}`, connections, duration: seconds });
  const js = page ? (await firstLoadJs(base, target)).gzipKb : undefined;
  const htmlKb = page ? Math.round((await (await fetch(`${base}${target}`)).arrayBuffer()).byteLength / 1024) : undefined;
  return { name, path: target, status, rps: Math.round(result.requests.average), p99: result.latency.p99, js, cached, htmlKb };
}

// Static files as large as the pages, written before the server starts (it lists public/ then):
// the same server's ceiling for sending that many bytes, next to the tiny file's.
const sizedDir = path.join("public", "bench-files");
const sizedKb = [32, 128, 256, 512];
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
console.log("| what | path | status | from route cache | HTML kB | req/s | p99 ms | of ceiling | first-load JS (gzip) | above the 404 page |");
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const r of rows) {
  const ratio = `${Math.round((r.rps / ceiling) * 100)}%`;
  const js = r.js === undefined ? "" : `${r.js} kB`;
  const own = r.js === undefined ? "" : `${Math.round((r.js - framework) * 10) / 10} kB`;
  const cached = r.cached === undefined ? "" : r.cached ? "yes" : "no";
  console.log(`| ${r.name} | ${r.path} | ${r.status} | ${cached} | ${r.htmlKb ?? ""} | ${r.rps} | ${r.p99} | ${ratio} | ${js} | ${own} |`);
}
console.log(`\nFirst-load JS of an empty page (the 404), the framework's own: ${framework} kB gzip.`);
const missing = rows.filter((r) => r.status !== 200);
if (missing.length) console.log(`\nNot measured for real (status not 200): ${missing.map((r) => r.path).join(", ")}`);
process.exit(0);
