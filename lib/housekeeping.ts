import { lt } from "drizzle-orm";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { KEEP_VITALS_DAYS } from "@/lib/vitals/report";
import { passwordResetOtps, rateLimitBuckets, registrationCodes, webVitals } from "@/models";
import { log } from "@/server/log/log.mjs";

/**
 * Rows no rule reads any more: rate-limit windows, reset and registration codes that ended
 * over a day ago (the longest window is an hour, a code lives at most 10 minutes). Without this both tables only grow, by
 * a row for every e-mail address anyone ever typed into the sign-in or reset form. Web Vitals
 * measurements are kept 30 days (`npm run vitals` reads the last 7; docs/decisions/0022).
 */
export const KEEP_ENDED_ROWS_MS = 24 * 60 * 60 * 1000;

/** How often a running server clears them. */
const EVERY_MS = 60 * 60 * 1000;

export async function pruneEndedRows(): Promise<{ rateLimitBuckets: number; resetCodes: number; registrationCodes: number; webVitals: number }> {
  const cutoff = new Date(now().getTime() - KEEP_ENDED_ROWS_MS);
  const db = await getDb();
  const buckets = await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.windowStart, cutoff))
    .returning({ key: rateLimitBuckets.key });
  const codes = await db
    .delete(passwordResetOtps)
    .where(lt(passwordResetOtps.expiresAt, cutoff))
    .returning({ id: passwordResetOtps.id });
  const registrations = await db
    .delete(registrationCodes)
    .where(lt(registrationCodes.expiresAt, cutoff))
    .returning({ id: registrationCodes.id });
  const vitals = await db
    .delete(webVitals)
    .where(lt(webVitals.recordedAt, new Date(now().getTime() - KEEP_VITALS_DAYS * 24 * 60 * 60 * 1000)))
    .returning({ id: webVitals.id });
  return { rateLimitBuckets: buckets.length, resetCodes: codes.length, registrationCodes: registrations.length, webVitals: vitals.length };
}

/** At start-up and then hourly; a failure is logged and tried again next hour, never fatal. */
export function startHousekeeping(): () => void {
  const run = () =>
    pruneEndedRows().catch((error: unknown) => log.error({ err: error }, "Housekeeping: pruning ended rows failed"));
  void run();
  const timer = setInterval(run, EVERY_MS).unref();
  return () => clearInterval(timer);
}
