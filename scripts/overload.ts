// `npx tsx scripts/overload.ts`: what a storm of uncached catalogue calls does to the shop.
// Serves the production build (server/index.mjs) on a fresh, seeded temporary DATA_DIR, then fires
// OVERLOAD_CONNECTIONS (default 500) concurrent GET /api/home/query-products at 127.0.0.1, each
// with a search word of its own so neither the shared cache nor Next's data cache can answer,
// for at most OVERLOAD_REQUESTS requests (default 10000) or OVERLOAD_SECONDS (default 20),
// whichever ends first. Meanwhile it asks /api/health every 250 ms over one kept-alive
// connection, as a load balancer does. Prints the storm's p50/p99, the share of 503s (load shed
// by the front door), the requests still unanswered when it ended, and how long health took.
// Builds first when there is no build; stops the server it started.
import autocannon from "autocannon";
import { serveBuild } from "./serve-build";

const port = Number(process.env.OVERLOAD_PORT ?? 3391);
const connections = Number(process.env.OVERLOAD_CONNECTIONS ?? 500);
const amount = Number(process.env.OVERLOAD_REQUESTS ?? 10_000);
const seconds = Number(process.env.OVERLOAD_SECONDS ?? 20);

const base = await serveBuild(port);
// One call first, so the route is loaded and the storm measures answering, not start-up; and
// one health check, so the checker's connection is open before the storm's.
await (await fetch(`${base}/api/home/query-products?searchValue=tee`)).arrayBuffer();
await (await fetch(`${base}/api/health`)).arrayBuffer();

/** A search word no one asked for before: a fresh query for the database every time. */
function freshQuery(): string {
  return `/api/home/query-products?searchValue=${Math.random().toString(36).slice(2, 10)}`;
}

const health: number[] = [];
const healthFailures: string[] = [];
let storming = true;
async function pollHealth() {
  while (storming) {
    const started = performance.now();
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (!response.ok) healthFailures.push(String(response.status));
    } catch (error) {
      healthFailures.push((error as Error).name);
    }
    health.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
const polling = pollHealth();

const storm = await autocannon({
  url: base,
  connections,
  duration: seconds,
  // Not `amount`: that would override the duration, and a storm must end on time.
  maxOverallRequests: amount,
  timeout: 30,
  requests: [{ setupRequest: (request) => ({ ...request, path: freshQuery() }) }],
});
storming = false;
await polling;

const statusCounts = new Map<string, number>();
for (const [code, stats] of Object.entries(storm.statusCodeStats ?? {})) statusCounts.set(code, (stats as { count: number }).count);
const answered = [...statusCounts.values()].reduce((sum, n) => sum + n, 0);
const shed = statusCounts.get("503") ?? 0;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!) : 0;
};

console.log(`\n${connections} connections, ${answered} answers in ${storm.duration.toFixed(1)} s (${Math.round(storm.requests.average)} req/s)`);
console.log(`| what | p50 ms | p99 ms | max ms |`);
console.log(`|---|---|---|---|`);
console.log(`| storm: GET /api/home/query-products | ${storm.latency.p50} | ${storm.latency.p99} | ${storm.latency.max} |`);
console.log(`| /api/health during the storm (${health.length} asks) | ${percentile(health, 50)} | ${percentile(health, 99)} | ${Math.round(Math.max(0, ...health))} |`);
console.log(`\nstatus codes: ${[...statusCounts].map(([code, n]) => `${code}: ${n}`).join(", ") || "none"}`);
console.log(`served (200): ${Math.round((statusCounts.get("200") ?? 0) / storm.duration)} per second`);
// autocannon stops at the deadline without waiting: requests still unanswered then have no latency.
console.log(`unanswered when the storm ended: ${Math.max(0, storm.requests.sent - answered)} of ${storm.requests.sent} sent`);
console.log(`shed (503): ${answered ? Math.round((shed / answered) * 1000) / 10 : 0}%; errors and timeouts: ${storm.errors} / ${storm.timeouts}`);
console.log(`health failures: ${healthFailures.length ? healthFailures.join(", ") : "none"}`);
process.exit(0);
