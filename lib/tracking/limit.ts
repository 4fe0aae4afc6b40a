import type { RateLimitRule } from "@/lib/rate-limit";

/**
 * Lookups of an order without signing in, per source (an address, or an IPv6 /64). Every
 * lookup counts, found or not, so a found order costs the same as a miss and nothing about the
 * answer's timing depends on it. Generous for a shop's customers behind one carrier address
 * (a family, an office), far too few to guess order numbers (4 billion of them) or a customer's
 * phone number (millions per order).
 */
export const ORDER_LOOKUPS_PER_SOURCE: RateLimitRule = { name: "track-order", limit: 20, windowSeconds: 10 * 60 };

export const trackingMessages = {
  /** One answer for an unknown number and for a known number with another contact. */
  notFound: "We could not find an order with that number and phone number or e-mail. Check both against your confirmation mail and try again.",
  tooMany: (wait: string) => `Too many order lookups from your network. Please wait ${wait} and try again.`,
};
