import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@/lib/db";
import type { DeviceClass, PageType, VitalMetric } from "@/models/web-vital-kinds";

/** The window `npm run vitals` reports on: a week holds weekday and weekend shoppers alike. */
export const REPORT_DAYS = 7;

/** Rows older than this are deleted by the hourly housekeeping (lib/housekeeping.ts). */
export const KEEP_VITALS_DAYS = 30;

export type VitalsP75 = { pageType: PageType; deviceClass: DeviceClass; metric: VitalMetric; count: number; p75: number };

/**
 * The 75th percentile of each metric per page type and device class since `since`, with how
 * many page views it rests on: the figure Google's Core Web Vitals judge a site by.
 * percentile_cont interpolates between the two nearest values, on PostgreSQL and on the
 * embedded database (PGlite is PostgreSQL) alike. Ordered as the enums are declared.
 */
export async function vitalsP75(db: Database, since: Date): Promise<VitalsP75[]> {
  const rows = await queryRows<{ page_type: PageType; device_class: DeviceClass; metric: VitalMetric; count: number | string; p75: number | string }>(
    db,
    sql`select page_type, device_class, metric, count(*) as count,
          percentile_cont(0.75) within group (order by value) as p75
        from web_vitals
        where recorded_at >= ${since.toISOString()}::timestamptz
        group by page_type, device_class, metric
        order by page_type, device_class, metric`,
  );
  return rows.map((row) => ({ pageType: row.page_type, deviceClass: row.device_class, metric: row.metric, count: Number(row.count), p75: Number(row.p75) }));
}

/** A p75 as people read it: whole milliseconds, CLS to three decimals. */
export function formatP75(metric: VitalMetric, value: number): string {
  return metric === "CLS" ? value.toFixed(3) : `${Math.round(value)} ms`;
}
