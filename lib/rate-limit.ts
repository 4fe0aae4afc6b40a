import { sql } from "drizzle-orm";
import { now } from "@/lib/clock";
import { getDb, queryRows } from "@/lib/db";
import { HttpError } from "@/lib/http";

/**
 * Fixed-window counters in `rate_limit_buckets`, so a limit holds across server processes.
 * A window opens at a key's first hit and lasts `windowSeconds`; the hit that finds the window
 * over starts a new one. Each hit is one INSERT ... ON CONFLICT DO UPDATE ... RETURNING: the
 * row lock serialises concurrent hits, so each sees its own count and no two can both be the
 * last one allowed.
 */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

export type RateLimitHit = {
  key: string;
  allowed: boolean;
  count: number;
  windowStart: Date;
  /** Whole seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
};

/** Counts one hit of `subject` against `rule` and says whether it is within the limit. */
export async function hitRateLimit(rule: RateLimitRule, subject: string): Promise<RateLimitHit> {
  const key = `${rule.name}:${subject}`;
  const at = now();
  const windowOver = new Date(at.getTime() - rule.windowSeconds * 1000);
  const db = await getDb();
  const [row] = await queryRows<{ count: number; window_start: Date | string }>(
    db,
    sql`insert into rate_limit_buckets as bucket (key, count, window_start)
        values (${key}, 1, ${at.toISOString()}::timestamptz)
        on conflict (key) do update set
          count = case when bucket.window_start <= ${windowOver.toISOString()}::timestamptz then 1 else bucket.count + 1 end,
          window_start = case when bucket.window_start <= ${windowOver.toISOString()}::timestamptz
            then ${at.toISOString()}::timestamptz else bucket.window_start end
        returning count, window_start`,
  );
  if (!row) throw new Error(`rate limit ${key}: the upsert returned no row`);
  const windowStart = new Date(row.window_start);
  const count = Number(row.count);
  const endsInMs = windowStart.getTime() + rule.windowSeconds * 1000 - at.getTime();
  return {
    key,
    allowed: count <= rule.limit,
    count,
    windowStart,
    retryAfterSeconds: Math.max(1, Math.ceil(endsInMs / 1000)),
  };
}

/**
 * Gives a hit back (e.g. a sign-in that turned out right is not a failure). Only within the
 * same window: a hit from a window that has since ended is already forgotten.
 */
export async function refundRateLimit(hit: RateLimitHit): Promise<void> {
  const db = await getDb();
  await db.execute(
    sql`update rate_limit_buckets set count = greatest(count - 1, 0)
        where key = ${hit.key} and window_start = ${hit.windowStart.toISOString()}::timestamptz`,
  );
}

/** One limit an attempt counts against, and what a caller over it is told. */
export type RateLimitCheck = { rule: RateLimitRule; subject: string; refusal: (hit: RateLimitHit) => string };

/**
 * Counts one attempt against several limits, in the order given (narrowest first), and returns
 * the hits so a success can give them back. The first limit over its count refuses with a 429,
 * and the hits already counted are given back: an attempt nobody checked is no failure, so a
 * client refused by its own limit cannot use up a wider one it shares with others (an account's
 * ceiling across every source). Checks run one after another, never in parallel, for that.
 */
export async function hitRateLimits(checks: readonly RateLimitCheck[]): Promise<RateLimitHit[]> {
  const hits: RateLimitHit[] = [];
  for (const check of checks) {
    const hit = await hitRateLimit(check.rule, check.subject);
    if (!hit.allowed) {
      await refundRateLimits(hits);
      throw tooManyRequests(hit, check.refusal(hit));
    }
    hits.push(hit);
  }
  return hits;
}

export async function refundRateLimits(hits: readonly RateLimitHit[]): Promise<void> {
  for (const hit of hits) await refundRateLimit(hit);
}

/** A 429 with Retry-After for a hit over its limit. */
export function tooManyRequests(hit: RateLimitHit, message: string): HttpError {
  return new HttpError(429, message, { "Retry-After": String(hit.retryAfterSeconds) });
}

/** "1 minute", "15 minutes", "23 hours": how long to wait, rounded up to whole minutes (whole hours past 90 minutes). */
export function waitText(hit: RateLimitHit): string {
  const minutes = Math.max(1, Math.ceil(hit.retryAfterSeconds / 60));
  if (minutes > 90) return `${Math.ceil(minutes / 60)} hours`;
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
