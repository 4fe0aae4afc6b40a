import { callApi } from "./api";
import type { TrackedOrderDocument } from "./types";

/** What the tracking form says when the server gives no reason (the network failed). */
export const TRACK_FALLBACK = "We could not look up your order just now. Please try again in a moment.";

/**
 * POST /api/track: the order number and the phone or e-mail on it, in the body (never in the
 * address, so they stay out of logs and the browser's history). The form loads this module on
 * its first submit.
 */
export async function trackOrder(orderNumber: string, contact: string): Promise<TrackedOrderDocument> {
  const body = await callApi<{ order: TrackedOrderDocument }>("/track", { method: "POST", body: { orderNumber, contact }, fallback: TRACK_FALLBACK });
  return body.order;
}
