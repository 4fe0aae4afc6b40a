import type { RateLimitRule } from "@/lib/rate-limit";

/**
 * Beacons per source address. A page view sends one (a second only if a metric was still
 * missing when the page was first hidden), and only a sampled share of page views send any, so
 * 120 a minute leaves room for a whole neighbourhood behind one carrier address while one
 * client cannot fill the table.
 */
export const VITALS_BEACONS_PER_SOURCE: RateLimitRule = { name: "vitals", limit: 120, windowSeconds: 60 };
