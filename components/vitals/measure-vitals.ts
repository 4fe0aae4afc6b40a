import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { CONNECTION_TYPES, type ConnectionType, type DeviceClass, type PageType, type VitalMetric } from "@/models/web-vital-kinds";

/**
 * Loaded after the page is idle, and only in a sampled page view (./vitals-reporter.tsx), so
 * the measuring never weighs on what it measures. web-vitals reads the browser's buffered
 * performance entries, so starting late still sees the page's first paints and shifts.
 *
 * The page view's metrics travel together in one beacon when the page is hidden (the last
 * moment a page is sure to get: unload may never come on a phone). Each metric is sent once:
 * a page hidden and shown again sends later only what it had not sent yet, so no page view is
 * counted twice in a percentile.
 */

type Context = { page: PageType; device: DeviceClass };

const BEACON_ADDRESS = "/api/vitals";

function connectionType(): ConnectionType | undefined {
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return (CONNECTION_TYPES as readonly string[]).includes(type ?? "") ? (type as ConnectionType) : undefined;
}

/** Whole milliseconds; CLS to four decimals: the beacon stays short and nothing readable is lost. */
const rounded = (metric: Metric) => (metric.name === "CLS" ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value));

export function measureVitals(context: Context): void {
  const pending = new Map<VitalMetric, number>();
  const sent = new Set<VitalMetric>();
  const keep = (metric: Metric) => {
    const name = metric.name as VitalMetric;
    if (!sent.has(name)) pending.set(name, rounded(metric));
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);
  onFCP(keep);

  // After web-vitals' own listeners (added above), which report CLS and INP as the page hides.
  const send = () => {
    if (pending.size === 0) return;
    const body = JSON.stringify({ ...context, connection: connectionType(), ...Object.fromEntries(pending) });
    if (navigator.sendBeacon(BEACON_ADDRESS, body)) {
      for (const name of pending.keys()) sent.add(name);
      pending.clear();
    }
  };
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
  addEventListener("pagehide", send);
}
