// `npm run load`: a sale-day burst against one production server and against two on one
// PostgreSQL database (DATABASE_URL, else the local one at 127.0.0.1:5432; a fresh database is
// made, migrated and seeded for each run and dropped after). Shoppers rise in stages
// (LOAD_STAGES, default 8,24,48 at once, each for a third of LOAD_SECONDS, default 60): 80%
// browsing, 15% cart work, 5% checkouts (cash on delivery, or online through the sandbox), each
// shopper from its own address, sent round-robin to the servers. A hostile client sends bad and
// oversized requests throughout. Prints requests per second and p50/p95/p99 per kind, errors,
// then checks the books (scripts/load/books.ts) and writes reports/load.json. Exits 1 when an
// honest request failed or the books do not balance. LOAD_SERVERS=1 runs one server only.
import fs from "node:fs";
import { Client } from "pg";
import { createShopDatabase, startShopServer, type ShopServer } from "../tests/servers/shop-servers";
import { checkBooks, stockBefore, type Books } from "./load/books";
import { attack } from "./load/hostile";
import { figuresTable, Recorder, type KindFigures } from "./load/recorder";
import { registerShopper, shop, type Catalogue, type Shopper } from "./load/shoppers";
import { ensureProductionBuild } from "./serve-build";

const serverUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const stages = (process.env.LOAD_STAGES ?? "8,24,48").split(",").map(Number);
const serverCounts = (process.env.LOAD_SERVERS ?? "1,2").split(",").map(Number);
const firstPort = Number(process.env.LOAD_PORT ?? 3461);

ensureProductionBuild();

async function readCatalogue(url: string): Promise<Catalogue> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const products = (await client.query<{ id: string; slug: string; sizes: string[]; colors: string[] }>("select id, slug, sizes, colors from products")).rows;
    const categories = (await client.query<{ slug: string }>("select slug from categories")).rows.map((r) => r.slug);
    return { slugs: products.map((p) => p.slug), categories, products: products.map((p) => ({ id: p.id, size: p.sizes[0]!, color: p.colors[0]! })) };
  } finally {
    await client.end();
  }
}

type Run = { servers: number; seconds: number; figures: KindFigures[]; hostile: KindFigures | undefined; books: Books; examples: string[]; serverErrors: string[] };

/** The error lines of the servers' logs (JSON lines at level error or fatal), each once with its count: what a 500 was. */
function serverErrorLines(servers: ShopServer[]): string[] {
  const counts = new Map<string, number>();
  for (const server of servers) {
    for (const line of server.log().split("\n")) {
      let entry: { level?: string; msg?: string; err?: { type?: string; message?: string; code?: string } };
      try {
        entry = JSON.parse(line);
      } catch {
        continue;
      }
      if (entry.level !== "error" && entry.level !== "fatal") continue;
      const what = [entry.msg, entry.err?.type, entry.err?.code, entry.err?.message].filter(Boolean).join(": ");
      counts.set(what, (counts.get(what) ?? 0) + 1);
    }
  }
  return [...counts].map(([what, count]) => `${count}x ${what}`);
}

async function runWith(serverCount: number): Promise<Run> {
  const database = await createShopDatabase(serverUrl, `shop_load_${serverCount}`);
  const servers: ShopServer[] = [];
  try {
    // A sale-day stock: enough that checkouts rarely find a product sold out.
    const admin = new Client({ connectionString: database.url });
    await admin.connect();
    await admin.query("update products set stock = 5000");
    await admin.end();
    for (let i = 0; i < serverCount; i++) servers.push(await startShopServer(database, firstPort + i));
    const bases = servers.map((s) => s.base);
    const catalogue = await readCatalogue(database.url);
    const before = await stockBefore(database.url);

    const setup = new Recorder();
    const most = Math.max(...stages);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < most + 2; i += 8) {
      shoppers.push(...(await Promise.all(Array.from({ length: Math.min(8, most + 2 - i) }, (_, j) => registerShopper(setup, servers[(i + j) % servers.length]!, i + j + 1)))));
    }
    const [attacker, victim, ...honest] = shoppers;
    // Each server has answered once before the clock starts (its first request loads code).
    for (const base of bases) await fetch(`${base}/`).then((r) => r.text());

    const recorder = new Recorder();
    const hostile = new Recorder();
    const started = Date.now();
    const end = started + seconds * 1000;
    const stageLength = (seconds * 1000) / stages.length;
    const running: Promise<void>[] = [attack(hostile, bases, attacker!, victim!, () => Date.now() >= end)];
    for (let s = 0; s < stages.length; s++) {
      const startAt = started + s * stageLength;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
      const already = s === 0 ? 0 : stages[s - 1]!;
      for (const shopper of honest.slice(already, stages[s])) running.push(shop(recorder, bases, shopper, catalogue, () => Date.now() >= end));
      console.log(`  ${stages[s]} shoppers at once`);
    }
    await Promise.all(running);
    const elapsed = (Date.now() - started) / 1000;
    const books = await checkBooks(database.url, before);
    return {
      servers: serverCount,
      seconds: elapsed,
      figures: recorder.figures(elapsed),
      hostile: hostile.figures(elapsed).at(-1),
      books,
      examples: [...recorder.examples, ...hostile.examples.map((e) => `(hostile) ${e}`)],
      serverErrors: serverErrorLines(servers),
    };
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
  }
}

const runs: Run[] = [];
let failed = false;
for (const count of serverCounts) {
  console.log(`\n${count} server${count > 1 ? "s" : ""}, ${seconds} s, shoppers rising ${stages.join(" -> ")}, a hostile client throughout`);
  const run = await runWith(count);
  runs.push(run);
  console.log(figuresTable(run.figures));
  const h = run.hostile;
  if (h) console.log(`hostile client: ${h.requests} requests, ${h.errors} not answered with a clear 4xx`);
  const b = run.books;
  console.log(`books: ${b.orders} orders (${b.paidOnline} paid online, ${b.cashOnDelivery} cash on delivery): ${b.problems.length === 0 ? "balanced" : `${b.problems.length} problems`}`);
  for (const problem of b.problems.slice(0, 10)) console.log(`  ${problem}`);
  for (const example of run.examples) console.log(`  ${example}`);
  if (run.serverErrors.length > 0) console.log(`the servers logged:\n${run.serverErrors.map((line) => `  ${line}`).join("\n")}`);
  const honestErrors = run.figures.at(-1)!.errors;
  if (honestErrors > 0 || b.problems.length > 0 || (h?.errors ?? 0) > 0) failed = true;
}
fs.mkdirSync("reports", { recursive: true });
fs.writeFileSync("reports/load.json", `${JSON.stringify({ at: new Date().toISOString(), stages, runs }, null, 2)}\n`);
console.log("\nWritten to reports/load.json");
process.exit(failed ? 1 : 0);
