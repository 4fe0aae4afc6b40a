/**
 * What a page view's Web Vitals beacon may say, as plain lists: the table's enums
 * (./web-vitals.ts), the route's schema (lib/vitals/beacon.ts) and the browser's reporter
 * (components/vitals) read them here, a file with no imports, so the reporter loads nothing else.
 */

/** The kinds of page a beacon is counted under: never the address itself (it may hold a search or an order id). */
export const PAGE_TYPES = ["home", "collections", "product", "blog", "gift-store", "cart", "checkout", "account", "other"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** By the viewport's width when the page loaded (components/vitals/device-class.ts). */
export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** navigator.connection.effectiveType, where the browser tells it (Chromium only). */
export const CONNECTION_TYPES = ["slow-2g", "2g", "3g", "4g"] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** The Core Web Vitals and the two timings that explain them, as web-vitals names them. */
export const VITAL_METRICS = ["LCP", "INP", "CLS", "TTFB", "FCP"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * The largest value believed of each metric: timings in milliseconds, CLS unitless. A page that
 * took over a minute to paint was not measured, it was left in a background tab; a CLS of 10
 * is ten full screens of shifting. Anything past these is refused, not stored.
 */
export const METRIC_CEILINGS: Readonly<Record<VitalMetric, number>> = { LCP: 60_000, INP: 60_000, CLS: 10, TTFB: 60_000, FCP: 60_000 };
