// `npm run bench`: serves the production build on a fresh, seeded temporary DATA_DIR and measures
// requests per second and p99 latency of the catalogue pages and search with autocannon, next to
// the same server's throughput for a static file in public/ (the ceiling), plus each page's
// first-load JS (gzip). Builds first when there is no build. Stops the server it started.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { firstLoadJs } from "./first-load-js.mjs";

const port = Number(process.env.BENCH_PORT ?? 3390);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

if (!fs.existsSync(".next/BUILD_ID")) {
  console.log("No production build: running `next build` first.");
  if (spawnSync("npx", ["next", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
const server = spawn("node_modules/.bin/next", ["start", "-p", String(port), "-H", "127.0.0.1"], {
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  stdio: ["ignore", "inherit", "inherit"],
  detached: true, // its own process group, so next-server goes down with it
});
function stopServer() {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    // already gone
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.on("exit", stopServer);
process.on("SIGINT", () => process.exit(130));

async function waitForServer() {
  for (let i = 0; i < 180; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error("the server did not start within 180 s");
}

async function firstProductPath(): Promise<string> {
  const body = (await (await fetch(`${base}/api/home/get-products`)).json().catch(() => ({}))) as { products?: { slug: string }[] };
  const slug = body.products?.[0]?.slug;
  if (slug) return `/product/details/${slug}`;
  const home = await (await fetch(`${base}/`)).text();
  const match = home.match(/href="(\/product\/details\/[a-z0-9-]+)"/);
  return match?.[1] ?? "/product/details/unknown";
}

type Row = { name: string; path: string; status: number; rps: number; p99: number; js?: number };

async function measure(name: string, target: string, page: boolean): Promise<Row> {
  const status = (await fetch(`${base}${target}`)).status;
  // Warm up: first requests fill the caches (data cache, image and route caches).
  await autocannon({ url: `${base}${target}`, connections: 4, duration: 2 });
  const result = await autocannon({ url: `${base}${target}`, connections, duration: seconds });
  const js = page ? (await firstLoadJs(base, target)).gzipKb : undefined;
  return { name, path: target, status, rps: Math.round(result.requests.average), p99: result.latency.p99, js };
}

await waitForServer();
const productPath = await firstProductPath();
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
