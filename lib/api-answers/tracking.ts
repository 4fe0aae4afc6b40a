import { z } from "zod";
import { isoTime, whole } from "./common";
import { deliveryStatusField } from "./orders";

/**
 * POST /api/track: an order as anyone holding its number and its phone or e-mail may see it.
 * No name, address (the city only), phone, e-mail, prices, products or payment details
 * (docs/decisions/0027).
 */
export const trackedOrderDocument = z.strictObject({
  order_number: z.string().regex(/^#[0-9A-F]{8}$/),
  delivery_status: deliveryStatusField,
  /** When the order was made. */
  date: isoTime,
  items: whole,
  city: z.string(),
  timeline: z.array(z.strictObject({ status: deliveryStatusField, date: isoTime })),
  /** While the order is on its way: the window it should arrive in; null otherwise. */
  delivery_estimate: z.strictObject({ earliest: isoTime, latest: isoTime }).nullable(),
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** The courier's own page for the parcel, for a courier the shop knows; else null. */
  tracking_url: z.string().nullable(),
});
export type TrackedOrderDocument = z.infer<typeof trackedOrderDocument>;

export const trackOrderAnswer = z.strictObject({ order: trackedOrderDocument });
export type TrackOrderAnswer = z.infer<typeof trackOrderAnswer>;
