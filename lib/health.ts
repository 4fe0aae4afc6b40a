import { sql } from "drizzle-orm";
import { getDatabaseHandle, type DatabaseKind } from "@/lib/db";
import { redisAnswers } from "@/server/redis/connection.mjs";
import { isStopping } from "@/server/door/shutdown.mjs";
import { withinTime } from "@/server/within-time.mjs";

/**
 * Health for whoever runs the shop (docs/DEPLOY.md):
 * - liveness: the process answers at all. Nothing else is asked, so a database outage never
 *   makes an orchestrator restart every server at once (which would not bring the database back).
 * - readiness: this server can serve shoppers now: the database answers within READY_WITHIN_MS
 *   and the server is not stopping. A balancer sends traffic only to ready servers. With
 *   REDIS_URL, whether Redis answers is reported too, but does not make the server unready.
 */

/** Longer than this and the check counts as failed: a balancer's check must not hang. */
export const READY_WITHIN_MS = 2_000;

export type Readiness =
  | { ready: true; body: { status: "ok"; db: DatabaseKind; redis?: "ok" | "down" } }
  | { ready: false; body: { status: "error"; error: string } };

/** Asks the database a trivial question, so a health check fails when the database does. */
export async function checkHealth(): Promise<{ status: "ok"; db: DatabaseKind }> {
  const { db, kind } = await getDatabaseHandle();
  await db.execute(sql`select 1`);
  return { status: "ok", db: kind };
}

/** Whether this server should be sent shoppers now; the failure says why (for the log). */
export async function checkReadiness(): Promise<Readiness & { cause?: unknown }> {
  if (isStopping()) return { ready: false, body: { status: "error", error: "Stopping" } };
  try {
    const body: { status: "ok"; db: DatabaseKind; redis?: "ok" | "down" } = await withinTime(checkHealth(), READY_WITHIN_MS, "The database");
    // Redis only shares cached pages: down, it is reported, and the server stays ready (every
    // server failing its check at once would take the whole shop down over a cache).
    if (process.env.REDIS_URL) body.redis = (await redisAnswers()) ? "ok" : "down";
    return { ready: true, body };
  } catch (cause) {
    return { ready: false, body: { status: "error", error: "Database unavailable" }, cause };
  }
}
