// `npm run bench`: serves the production build on a fresh, seeded temporary DATA_DIR and measures
// requests per second and p99 latency of the catalogue pages and search with autocannon, next to
// the same server's throughput for a static file in public/ (the ceiling), plus each page's
// first-load JS (gzip). Builds first when there is no build. Stops the server it started.
import os from "node:os";
import autocannon from "autocannon";
import { firstLoadJs } from "./first-load-js.mjs";
import { aProductPath, serveBuild } from "./serve-build";

const port = Number(process.env.BENCH_PORT ?? 3390);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

type Row = { name: string; path: string; status: number; rps: number; p99: number; js?: number };

async function measure(name: string, target: string, page: boolean): Promise<Row> {
  const status = (await fetch(`${base}${target}`)).status;
  // Warm up: first requests fill the caches (data cache, image and route caches).
  await autocannon({ url: `${base}${target}`, connections: 4, duration: 2 });
  const result = await autocannon({ url: `${base}${target}`, connections, duration: seconds });
  const js = page ? (await firstLoadJs(base, target)).gzipKb : undefined;
  return { name, path: target, status, rps: Math.round(result.requests.average), p99: result.latency.p99, js };
}

const base = await serveBuild(port);
const productPath = await aProductPath(base);
const rows: Row[] = [];
rows.push(await measure("static file (ceiling)", "/apple-touch-icon.png", false));
rows.push(await measure("home", "/", true));
rows.push(await measure("collections", "/collections", true));
rows.push(await measure("product page", productPath, true));
rows.push(await measure("search_products", "/api/home/search_products?searchValue=tee", false));

const ceiling = rows[0]!.rps;
console.log(`\n${seconds} s each, ${connections} connections, ${os.cpus().length} cores\n`);
console.log("| what | path | status | req/s | p99 ms | of ceiling | first-load JS (gzip) |");
console.log("|---|---|---|---|---|---|---|");
for (const r of rows) {
  const ratio = `${Math.round((r.rps / ceiling) * 100)}%`;
  console.log(`| ${r.name} | ${r.path} | ${r.status} | ${r.rps} | ${r.p99} | ${ratio} | ${r.js === undefined ? "" : `${r.js} kB`} |`);
}
const missing = rows.filter((r) => r.status !== 200);
if (missing.length) console.log(`\nNot measured for real (status not 200): ${missing.map((r) => r.path).join(", ")}`);
process.exit(0);
