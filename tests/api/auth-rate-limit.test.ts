import { afterEach, describe, expect, it } from "vitest";
import { LOGIN_FAILURES, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_DEVICE, LOGIN_FAILURES_PER_SOURCE } from "@/lib/accounts/login";
import { OTP_SENDS_PER_SOURCE, RESET_TRIES_PER_SOURCE } from "@/lib/accounts/password-reset";
import { REGISTRATIONS_PER_SOURCE } from "@/lib/accounts/register";
import { KEEP_ENDED_ROWS_MS } from "@/lib/housekeeping";
import { HttpError } from "@/lib/http";
import { hitRateLimit, hitRateLimits, refundRateLimit, refundRateLimits, type RateLimitRule } from "@/lib/rate-limit";
import { rateLimitBuckets } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { manualClock, restoreClock } from "./auth-support";

const db = withTestDatabase();
afterEach(restoreClock);

const rule: RateLimitRule = { name: "test-rule", limit: 3, windowSeconds: 60 };

describe("fixed-window rate limits in the database", () => {
  it("allows `limit` hits per window, then refuses until the window ends", async () => {
    const clock = manualClock();
    const hits = [];
    for (let i = 0; i < 5; i++) {
      hits.push(await hitRateLimit(rule, "a"));
      clock.advance(10);
    }
    expect(hits.map((h) => h.allowed)).toEqual([true, true, true, false, false]);
    expect(hits.map((h) => h.count)).toEqual([1, 2, 3, 4, 5]);
    expect(hits[3]!.retryAfterSeconds).toBe(30);
    clock.advance(9); // 59 s after the first hit
    expect((await hitRateLimit(rule, "a")).allowed).toBe(false);
    clock.advance(1); // 60 s: a new window
    const fresh = await hitRateLimit(rule, "a");
    expect(fresh).toMatchObject({ allowed: true, count: 1, retryAfterSeconds: 60 });
  });

  it("keeps subjects and rules apart", async () => {
    manualClock();
    for (let i = 0; i < 3; i++) await hitRateLimit(rule, "b");
    expect((await hitRateLimit(rule, "b")).allowed).toBe(false);
    expect((await hitRateLimit(rule, "c")).allowed).toBe(true);
    expect((await hitRateLimit({ ...rule, name: "other-rule" }, "b")).allowed).toBe(true);
  });

  it("lets exactly `limit` of many simultaneous hits through", async () => {
    manualClock();
    const hits = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit({ ...rule, limit: 10 }, "burst")));
    expect(hits.filter((h) => h.allowed)).toHaveLength(10);
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it("gives a hit back within its window only", async () => {
    const clock = manualClock();
    const first = await hitRateLimit(rule, "refund");
    await hitRateLimit(rule, "refund");
    await refundRateLimit(first);
    expect((await hitRateLimit(rule, "refund")).count).toBe(2);

    clock.advance(60);
    const fresh = await hitRateLimit(rule, "refund"); // new window, count 1
    await refundRateLimit(first); // from the old window: ignored
    const [row] = (await db().select().from(rateLimitBuckets)).filter((b) => b.key === "test-rule:refund");
    expect(row!.count).toBe(fresh.count);
  });

  it("counts an attempt against several limits, and one refused by a later limit against none of the earlier", async () => {
    manualClock();
    const narrow = { ...rule, name: "narrow", limit: 5 };
    const wide = { ...rule, name: "wide", limit: 2 };
    const checks = (subject: string) => [
      { rule: narrow, subject, refusal: () => "narrow" },
      { rule: wide, subject: "everyone", refusal: () => "wide" },
    ];
    await hitRateLimits(checks("x"));
    const hits = await hitRateLimits(checks("y"));
    expect(hits.map((h) => h.count)).toEqual([1, 2]);
    const refused = await hitRateLimits(checks("z")).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 429, message: "wide", headers: { "Retry-After": "60" } });
    const counts = Object.fromEntries((await db().select().from(rateLimitBuckets)).map((b) => [b.key, b.count]));
    expect(counts["narrow:z"]).toBe(0); // given back: the attempt was never checked
    expect(counts["wide:everyone"]).toBe(3);

    await refundRateLimits(hits);
    const after = Object.fromEntries((await db().select().from(rateLimitBuckets)).map((b) => [b.key, b.count]));
    expect([after["narrow:y"], after["wide:everyone"]]).toEqual([0, 2]);
  });

  it("keeps every account limit's window far shorter than the day housekeeping keeps ended windows", () => {
    const rules = [LOGIN_FAILURES, LOGIN_FAILURES_PER_SOURCE, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_DEVICE, REGISTRATIONS_PER_SOURCE, OTP_SENDS_PER_SOURCE, RESET_TRIES_PER_SOURCE];
    for (const accountRule of rules) {
      expect(accountRule.windowSeconds * 1000, accountRule.name).toBeLessThan(KEEP_ENDED_ROWS_MS / 10);
    }
  });
});
