// `npm run bench:scale`: the catalogue at 1,000 and at 100,000 products on a PostgreSQL server
// (DATABASE_URL, else the local one at 127.0.0.1:5432). Builds both catalogues from the demo
// catalogue (scripts/bench-scale/catalogue.ts), times the catalogue's reads uncached
// (bench-scale/queries.ts) and cold pages on the production server (bench-scale/pages.ts,
// building first when there is no build), checks the sitemap files, prints each figure at both
// sizes with their ratio and the targets (docs/decisions/0010),
// and writes reports/bench-scale.json. `-- --compare FILE` also prints before/after against an
// earlier report. `BENCH_SCALE_SIZES=1000,20000` measures other sizes; `BENCH_SCALE_PAGES=0`
// times the queries only (no build, no server). A report: it exits 0 when targets are missed,
// and says which.
import { execSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import { Client } from "pg";
import { answers, buildCatalogue, type BenchDatabase } from "./bench-scale/catalogue";
import { measurePages } from "./bench-scale/pages";
import { compareLines, reportLines, type ScaleReport } from "./bench-scale/table";
import { ensureProductionBuild } from "./serve-build";

const serverUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const sizes = (process.env.BENCH_SCALE_SIZES ?? "1000,100000").split(",").map(Number);
const port = Number(process.env.BENCH_PORT ?? 3395);
const compareWith = process.argv.includes("--compare") ? process.argv[process.argv.indexOf("--compare") + 1] : undefined;

if (!(await answers(serverUrl))) {
  console.error(`bench:scale needs a PostgreSQL server: none answers at ${serverUrl.replace(/:[^:@/]+@/, ":***@")}. Set DATABASE_URL.`);
  process.exit(1);
}
const withPages = process.env.BENCH_SCALE_PAGES !== "0";
if (withPages) ensureProductionBuild();

function timeQueries(url: string): Record<string, number> {
  const result = spawnSync("npx", ["tsx", "--tsconfig", "scripts/bench-scale/tsconfig.json", "--import", "./scripts/server-context.mjs", "scripts/bench-scale/queries.ts"], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: "utf8",
  });
  const line = result.stdout.trim().split("\n").at(-1) ?? "";
  if (result.status !== 0 || !line.startsWith("{")) throw new Error(`timing the queries failed:\n${result.stdout}\n${result.stderr}`);
  return JSON.parse(line) as Record<string, number>;
}

async function someSlugs(url: string): Promise<string[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    // Spread over the catalogue, not the newest few (a crawler's visit, not a shopper's).
    const rows = await client.query<{ slug: string }>("select slug from products order by md5(slug) limit 51");
    return rows.rows.map((row) => row.slug);
  } finally {
    await client.end();
  }
}

const report: ScaleReport = {
  when: new Date().toISOString(),
  commit: execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim(),
  sizes,
  queries: {},
  pages: {},
  sitemap: null,
  buildSeconds: [],
};
const databases: BenchDatabase[] = [];
const dropAll = async () => {
  for (const database of databases.splice(0)) await database.drop().catch(() => undefined);
};
process.on("SIGINT", () => void dropAll().finally(() => process.exit(130)));

try {
  for (const [i, size] of sizes.entries()) {
    console.log(`Building a catalogue of ${size.toLocaleString("en-IN")} products ...`);
    const database = await buildCatalogue(serverUrl, size);
    databases.push(database);
    report.buildSeconds.push(Number(database.buildSeconds.toFixed(1)));
    console.log(`  built in ${database.buildSeconds.toFixed(1)} s; timing the queries ...`);
    for (const [name, value] of Object.entries(timeQueries(database.url))) (report.queries[name] ??= [])[i] = value;
    if (withPages) {
      console.log("  timing cold pages on the production server ...");
      const { pages, sitemap } = await measurePages(database.url, port, await someSlugs(database.url));
      for (const [name, value] of Object.entries(pages)) (report.pages[name] ??= [])[i] = Number(value.toFixed(1));
      if (i === sizes.length - 1) report.sitemap = sitemap;
    }
    await database.drop();
    databases.pop();
  }
} finally {
  await dropAll();
}

console.log("");
for (const line of reportLines(report)) console.log(line);
fs.mkdirSync("reports", { recursive: true });
fs.writeFileSync("reports/bench-scale.json", `${JSON.stringify(report, null, 2)}\n`);
console.log("\nWritten to reports/bench-scale.json");
if (compareWith) {
  console.log("");
  for (const line of compareLines(JSON.parse(fs.readFileSync(compareWith, "utf8")) as ScaleReport, report)) console.log(line);
}
