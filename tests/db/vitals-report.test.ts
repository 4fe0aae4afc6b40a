import { beforeEach, describe, expect, it } from "vitest";
import { formatP75, REPORT_DAYS, vitalsP75 } from "@/lib/vitals/report";
import { webVitals } from "@/models";
import type { DeviceClass, PageType, VitalMetric } from "@/models/web-vital-kinds";
import { withTestDatabase } from "../helpers/test-database";

const db = withTestDatabase();
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse("2026-11-20T12:00:00Z");
const SINCE = new Date(NOW - REPORT_DAYS * DAY);

const row = (pageType: PageType, deviceClass: DeviceClass, metric: VitalMetric, value: number, daysAgo = 1) => ({
  pageType,
  deviceClass,
  metric,
  value,
  recordedAt: new Date(NOW - daysAgo * DAY),
});

beforeEach(async () => {
  await db().delete(webVitals);
});

describe("npm run vitals: p75 per page type and device class", () => {
  it("gives the interpolated 75th percentile of the last 7 days with its count, ordered as the lists are", async () => {
    await db()
      .insert(webVitals)
      .values([
        // 100, 200, 300, 400: the 75th percentile lies a quarter of the way from 300 to 400.
        ...[100, 200, 300, 400].map((value) => row("product", "phone", "LCP", value)),
        // Older than the window: never counted, however large.
        row("product", "phone", "LCP", 59_000, 8),
        ...[0, 0.1].map((value) => row("product", "phone", "CLS", value)),
        row("home", "desktop", "INP", 48),
        row("product", "desktop", "LCP", 2_000),
      ]);
    expect(await vitalsP75(db(), SINCE)).toEqual([
      { pageType: "home", deviceClass: "desktop", metric: "INP", count: 1, p75: 48 },
      { pageType: "product", deviceClass: "phone", metric: "LCP", count: 4, p75: 325 },
      { pageType: "product", deviceClass: "phone", metric: "CLS", count: 2, p75: expect.closeTo(0.075, 9) },
      { pageType: "product", deviceClass: "desktop", metric: "LCP", count: 1, p75: 2_000 },
    ]);
  });

  it("answers nothing when nothing was measured in the window", async () => {
    await db().insert(webVitals).values(row("cart", "tablet", "TTFB", 300, 9));
    expect(await vitalsP75(db(), SINCE)).toEqual([]);
  });

  it("prints timings in whole milliseconds and CLS to three decimals", () => {
    expect(formatP75("LCP", 324.6)).toBe("325 ms");
    expect(formatP75("CLS", 0.075)).toBe("0.075");
  });
});
