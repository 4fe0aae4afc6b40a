import { sql } from "drizzle-orm";
import { check, doublePrecision, index, pgEnum, pgTable, timestamp } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { CONNECTION_TYPES, DEVICE_CLASSES, PAGE_TYPES, VITAL_METRICS } from "./web-vital-kinds";

export const vitalsPageType = pgEnum("vitals_page_type", PAGE_TYPES);
export const vitalsDeviceClass = pgEnum("vitals_device_class", DEVICE_CLASSES);
export const vitalsConnection = pgEnum("vitals_connection", CONNECTION_TYPES);
export const vitalsMetric = pgEnum("vitals_metric", VITAL_METRICS);

/**
 * Web Vitals measured in shoppers' browsers (POST /api/vitals), one row per metric of a sampled
 * page view. Nothing in a row points at a person: no address, no customer, no URL, no time finer
 * than the row's own. Rows older than 30 days are deleted by the hourly housekeeping
 * (lib/housekeeping.ts); `npm run vitals` reads the last 7 days through the recorded_at index.
 */
export const webVitals = pgTable(
  "web_vitals",
  {
    id: id(),
    pageType: vitalsPageType("page_type").notNull(),
    deviceClass: vitalsDeviceClass("device_class").notNull(),
    connection: vitalsConnection("connection"),
    metric: vitalsMetric("metric").notNull(),
    value: doublePrecision("value").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("web_vitals_recorded_at_idx").on(t.recordedAt), check("web_vitals_value_chk", sql`${t.value} >= 0`)],
);

export type WebVitalRow = typeof webVitals.$inferSelect;
