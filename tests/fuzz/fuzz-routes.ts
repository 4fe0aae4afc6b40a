import fc from "fast-check";
import { afterAll, beforeAll, describe, it, vi } from "vitest";
import { API_ROUTES } from "../harness/api-routes";
import { answerProblems, excerpt, printable } from "../harness/answer-checks";
import { callRoute } from "../harness/call-route";
import { routeKey, type ApiRoute } from "../harness/route-types";
import { StoredDataWatch } from "../harness/table-snapshot";
import { withTestDatabase } from "../helpers/test-database";
import { createWorld, type World } from "../harness/world";
import { applyPlan } from "./apply-plan";
import { expectedOutcome, planArbitrary, singleMutations, type Plan } from "./mutations";
import { log as shopLog } from "@/server/log/log.mjs";

/**
 * Sends every route of the inventory (tests/harness/api-routes.ts) broken input, as Next would
 * call its handler, and checks what every answer must be whatever was asked: below 500, a 4xx
 * as JSON { error }, no password hash or stack trace, the status the input deserves (a 4xx
 * for certainly wrong input, 401 for bad credentials where a session is needed), and nothing
 * stored changed by a refusal (or by any call of a route that does not write).
 *
 * Each route gets every single mutation once, then RANDOM_RUNS random combinations, drawn
 * from a fixed seed (FUZZ_SEED=n for another, FUZZ_RUNS=n for more). A route's failures are
 * reported together, each with the request that caused it, so one run shows every defect.
 *
 * The routes are fuzzed in FUZZ_SHARDS files (api-fuzz-1.test.ts ...), each taking every
 * FUZZ_SHARDS-th route of the inventory: in one file the fuzz took 10 of vitest's 24 minutes,
 * and a file runs in one worker, so the others waited for it (tests/fuzz/shards.test.ts checks
 * that the files together take every route once).
 */

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20_250_701;
const RANDOM_RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 30;
const MOST_REPORTED = 25;
/** After this many requests of one route got no answer, its remaining ones are not sent (each costs 10 s). */
const MOST_HANGS = 3;

fc.configureGlobal({ seed: SEED });

export const FUZZ_SHARDS = 2;

/** The routes shard `shard` (1 to FUZZ_SHARDS) fuzzes: every FUZZ_SHARDS-th of the inventory. */
export function shardRoutes(shard: number, routes: readonly ApiRoute[] = API_ROUTES): ApiRoute[] {
  return routes.filter((_, i) => i % FUZZ_SHARDS === shard - 1);
}

let world: World;
let requests = 0;
const routesRun = new Set<string>();

type Checked = { answered: boolean; problems: string[] };

/** Runs one request of a plan; returns what is wrong with its answer (no problems when all is well). */
async function check(route: ApiRoute, plan: Plan, watch: StoredDataWatch): Promise<Checked> {
  const call = await applyPlan(route, await route.example(world), plan, world);
  // What the example itself stored (a fresh reset code) is not the call's doing.
  await watch.changes();
  // A handler's 500 is logged by route(); keep the log as the failure's explanation instead.
  const logged: string[] = [];
  const spy = vi.spyOn(shopLog, "error").mockImplementation(((fields: { err?: unknown; path?: string }, message?: string) => {
    // Drizzle wraps the database's error (the useful part) as the cause of "Failed query: ...".
    const err = fields?.err;
    const cause = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : "";
    logged.push([message, fields?.path, cause].filter(Boolean).join(" "));
  }) as never);
  let reply;
  try {
    reply = await callRoute(route, call);
  } catch (error) {
    return { answered: false, problems: [printable(`${plan.mutations.map((m) => m.label).join(" + ")}\n      -> no answer: ${(error as Error).message}`)] };
  } finally {
    spy.mockRestore();
    requests++;
  }

  const problems = answerProblems(reply);
  const outcome = expectedOutcome(plan);
  const { status } = reply;
  if (outcome === "4xx" && (status < 400 || status > 499)) problems.push(`certainly wrong input answered ${status}, not a 4xx`);
  if (outcome === "415" && status !== 415) problems.push(`a body not declared as JSON answered ${status}, not 415`);
  if (outcome === "401" && status !== 401) problems.push(`bad credentials answered ${status}, not 401`);

  const changed = await watch.changes();
  const succeeded = status < 400;
  const mayChange = succeeded ? (route.writes ? changed : Object.keys(route.countsIn ?? {})) : Object.keys(route.refusalWrites ?? {});
  const stray = changed.filter((table) => !mayChange.includes(table));
  if (stray.length > 0) problems.push(`${succeeded ? "a route that does not write" : `a refusal (${status})`} changed ${stray.join(", ")}`);

  if (problems.length > 0 && logged.length > 0) problems.push(`server log: ${excerpt(logged[0]!)}`);
  if (problems.length === 0) return { answered: true, problems: [] };
  return { answered: true, problems: [printable(`${plan.mutations.map((m) => m.label).join(" + ")}\n      -> ${status} ${excerpt(reply.text)}\n      ${problems.join("; ")}`)] };
}

/** Declares the fuzz of shard `shard`'s routes, on a database of the file's own. */
export function fuzzShard(shard: number): void {
  withTestDatabase();
  beforeAll(async () => {
    world = await createWorld();
  }, 60_000);
  afterAll(() => {
    console.log(`api fuzz ${shard}/${FUZZ_SHARDS}: ${requests} requests over ${routesRun.size} routes (seed ${SEED})`);
  });
  describe(`API fuzz (${shard} of ${FUZZ_SHARDS}): broken input never breaks a route`, () => {
    it.each(shardRoutes(shard).map((route) => [routeKey(route), route] as const))(
      "%s",
      async (_, route) => {
        routesRun.add(routeKey(route));
        const singles = singleMutations(route, await route.example(world));
        const watch = await StoredDataWatch.start();
        const failures: string[] = [];
        let sent = 0;
        let hangs = 0;
        await fc.assert(
          fc.asyncProperty(planArbitrary(route, singles), async (plan) => {
            if (hangs >= MOST_HANGS) return;
            const checked = await check(route, plan, watch);
            sent++;
            if (!checked.answered) hangs++;
            failures.push(...checked.problems);
          }),
          {
            // Every single mutation first (fast-check counts examples among the runs), then random plans.
            // Each from its own address (an IPv6 /64 of its own), as many shoppers would send them, so
            // the per-address limits (lib/accounts) answer only where a test means them to.
            examples: singles.map((mutation, i): [Plan] => [{ mutations: [mutation], forwardedFor: `2001:db8:${(i + 1).toString(16)}::1` }]),
            numRuns: singles.length + RANDOM_RUNS,
          },
        );
        if (failures.length > 0) {
          const shown = failures.slice(0, MOST_REPORTED).map((failure) => `  - ${failure}`);
          const more = failures.length > MOST_REPORTED ? [`  ... and ${failures.length - MOST_REPORTED} more`] : [];
          const stopped = hangs >= MOST_HANGS ? `; stopped after ${MOST_HANGS} requests got no answer` : "";
          throw new Error(
            [`${routeKey(route)}: ${failures.length} of ${sent} requests went wrong${stopped} (seed ${SEED}; rerun with FUZZ_SEED=${SEED})`, ...shown, ...more].join("\n"),
          );
        }
      },
      120_000,
    );
  });
}
