// `npm run vitals`: the Web Vitals shoppers' browsers measured over the last 7 days (POST
// /api/vitals, a sampled share of page views): the 75th percentile of each metric per page
// type and device class, with how many page views each rests on. Works on PostgreSQL and on
// the embedded database, also while the shop runs on it.
import { getConfig } from "@/lib/config";
import { now } from "@/lib/clock";
import { formatP75, REPORT_DAYS, vitalsP75 } from "@/lib/vitals/report";
import { withReportDatabase } from "@/lib/vitals/report-database";
import { VITAL_METRICS } from "@/models/web-vital-kinds";
import { runScript } from "./run-script";

await runScript(async () => {
  const since = new Date(now().getTime() - REPORT_DAYS * 24 * 60 * 60 * 1000);
  const rows = await withReportDatabase(getConfig(), (db) => vitalsP75(db, since));
  console.log(`Web Vitals, p75 since ${since.toISOString()} (${REPORT_DAYS} days); each cell "p75 (page views)"\n`);
  if (rows.length === 0) {
    console.log("No measurements yet: shoppers' browsers send them from a sampled share of page views (VITALS_SAMPLE_PERCENT).");
    return;
  }
  const groups = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const key = `${row.pageType} | ${row.deviceClass}`;
    const cells = groups.get(key) ?? new Map<string, string>();
    cells.set(row.metric, `${formatP75(row.metric, row.p75)} (${row.count})`);
    groups.set(key, cells);
  }
  console.log(`| page type | device | ${VITAL_METRICS.join(" | ")} |`);
  console.log(`|---|---|${VITAL_METRICS.map(() => "---").join("|")}|`);
  for (const [key, cells] of groups) console.log(`| ${key} | ${VITAL_METRICS.map((metric) => cells.get(metric) ?? "-").join(" | ")} |`);
});
