import { policies } from "@/lib/policies";
import { INDIA_OFFSET_MS, dayInIndia } from "@/lib/india-dates";

/**
 * When a placed order should reach the shopper: a simple estimate from the day it was placed,
 * counted in working days (couriers in India deliver Monday to Saturday, so Sundays do not
 * count): the days to dispatch plus the delivery days of the shop's policy. One place, so a
 * later estimate by PIN code (a courier's serviceability answer) can replace it for every page
 * that shows one. Browser-safe: no database or server code.
 */
export type DeliveryWindow = { from: number; to: number };

/** Working days from placing to delivery: dispatch (48 hours = 2 days) plus the policy's days in transit (orders from before promises by PIN code). */
export const DEFAULT_DELIVERY_WORKING_DAYS: DeliveryWindow = {
  from: Math.ceil(policies.dispatchWithinHours / 24) + policies.deliveryBusinessDays.from,
  to: Math.ceil(policies.dispatchWithinHours / 24) + policies.deliveryBusinessDays.to,
};

export type DeliveryEstimate = { earliest: Date; latest: Date };

const DAY_MS = 24 * 60 * 60 * 1000;
// The shop and its couriers count days in India's time, whatever the browser's zone.

function isSundayInIndia(at: Date): boolean {
  return new Date(at.getTime() + INDIA_OFFSET_MS).getUTCDay() === 0;
}

function addWorkingDays(start: Date, days: number): Date {
  let at = start;
  let left = days;
  while (left > 0) {
    at = new Date(at.getTime() + DAY_MS);
    if (!isSundayInIndia(at)) left--;
  }
  return at;
}

export function estimateDelivery(placedAt: Date, window: DeliveryWindow = DEFAULT_DELIVERY_WORKING_DAYS): DeliveryEstimate {
  return { earliest: addWorkingDays(placedAt, window.from), latest: addWorkingDays(placedAt, window.to) };
}

/** "Tue, 8 Dec – Thu, 10 Dec", in India's time. */
export function deliveryEstimateText(estimate: DeliveryEstimate): string {
  const earliest = dayInIndia(estimate.earliest);
  const latest = dayInIndia(estimate.latest);
  return earliest === latest ? earliest : `${earliest} – ${latest}`;
}
