import { afterEach, describe, expect, it } from "vitest";
import { OTP_SENDS_PER_HOUR, OTP_SENDS_PER_MINUTE } from "@/lib/accounts/password-reset";
import { LOGIN_FAILURES } from "@/lib/accounts/login";
import { setClock } from "@/lib/clock";
import { KEEP_ENDED_ROWS_MS, pruneEndedRows } from "@/lib/housekeeping";
import { hitRateLimit } from "@/lib/rate-limit";
import { passwordResetOtps, rateLimitBuckets, registrationCodes, webVitals } from "@/models";
import { withTestDatabase } from "../helpers/test-database";

const db = withTestDatabase();
const DAY = 24 * 60 * 60 * 1000;

afterEach(() => setClock(null));

describe("housekeeping", () => {
  it("keeps every row a rule may still read: the longest window is far shorter than what is kept", () => {
    for (const rule of [LOGIN_FAILURES, OTP_SENDS_PER_MINUTE, OTP_SENDS_PER_HOUR]) {
      expect(rule.windowSeconds * 1000, rule.name).toBeLessThan(KEEP_ENDED_ROWS_MS / 10);
    }
  });

  it("removes rate-limit windows, reset and registration codes that ended over a day ago, and nothing newer", async () => {
    const start = Date.parse("2026-11-01T10:00:00Z");
    setClock(() => start);
    await hitRateLimit(LOGIN_FAILURES, "old@example.in");
    await db().insert(passwordResetOtps).values({ email: "old@example.in", otpHash: "x", expiresAt: new Date(start + 120_000), createdAt: new Date(start) });
    await db().insert(registrationCodes).values({ email: "old@example.in", otpHash: "x", expiresAt: new Date(start + 600_000), createdAt: new Date(start) });

    setClock(() => start + 2 * DAY);
    await hitRateLimit(LOGIN_FAILURES, "new@example.in");
    await db().insert(passwordResetOtps).values({ email: "new@example.in", otpHash: "y", expiresAt: new Date(start + 2 * DAY + 120_000) });
    await db().insert(registrationCodes).values({ email: "new@example.in", otpHash: "y", expiresAt: new Date(start + 2 * DAY + 600_000) });
    // Used an hour ago, expired: still within the day kept.
    await db().insert(passwordResetOtps).values({ email: "recent@example.in", otpHash: "z", expiresAt: new Date(start + 2 * DAY - 3_600_000) });

    expect(await pruneEndedRows()).toEqual({ rateLimitBuckets: 1, resetCodes: 1, registrationCodes: 1, webVitals: 0 });
    expect((await db().select().from(rateLimitBuckets)).map((row) => row.key)).toEqual([`${LOGIN_FAILURES.name}:new@example.in`]);
    expect((await db().select().from(passwordResetOtps)).map((row) => row.email).sort()).toEqual(["new@example.in", "recent@example.in"]);
    expect((await db().select().from(registrationCodes)).map((row) => row.email)).toEqual(["new@example.in"]);
    // Nothing left to remove: a second run removes nothing.
    expect(await pruneEndedRows()).toEqual({ rateLimitBuckets: 0, resetCodes: 0, registrationCodes: 0, webVitals: 0 });
  });

  it("keeps Web Vitals measurements 30 days, then removes them", async () => {
    const start = Date.parse("2026-11-01T10:00:00Z");
    const measured = (days: number) => ({ pageType: "home" as const, deviceClass: "phone" as const, metric: "LCP" as const, value: 1_200, recordedAt: new Date(start - days * DAY) });
    await db().insert(webVitals).values([measured(31), measured(29), measured(1)]);
    setClock(() => start);
    expect((await pruneEndedRows()).webVitals).toBe(1);
    expect((await db().select().from(webVitals)).map((row) => row.recordedAt.getTime()).sort()).toEqual([start - 29 * DAY, start - DAY]);
  });
});
