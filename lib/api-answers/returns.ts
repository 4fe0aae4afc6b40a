import { z } from "zod";
import { returnReason, returnResolution, returnStatus } from "@/models/returns";
import { id, isoTime, whole } from "./common";

/** A line of a return: the order line, what it is, how many pieces go back. */
export const returnLineDocument = z.strictObject({
  lineId: id,
  name: z.string(),
  size: z.string(),
  color: z.string(),
  quantity: whole.min(1),
  /** An exchange's size and colour wanted instead; null for a refund. */
  exchangeFor: z.strictObject({ size: z.string(), color: z.string() }).nullable(),
});

/**
 * A return of lines of a delivered order. `refund` (whole rupees) is known once the parcel is
 * received; `refundTo` is the payout of a cash-on-delivery order, its account number shown by its
 * last 4 digits only. An exchange (`resolution`) ends `exchanged` with its `replacementOrderId`.
 */
export const returnDocument = z.strictObject({
  _id: id,
  orderId: id,
  status: z.enum(returnStatus.enumValues),
  resolution: z.enum(returnResolution.enumValues),
  reason: z.enum(returnReason.enumValues),
  note: z.string().nullable(),
  photos: z.array(z.string().startsWith("/uploads/returns/")),
  lines: z.array(returnLineDocument).min(1),
  refundTo: z.union([z.strictObject({ upi: z.string() }), z.strictObject({ account: z.string(), ifsc: z.string() })]).nullable(),
  refusedReason: z.string().nullable(),
  refund: whole.nullable(),
  date: isoTime,
  approved: isoTime.nullable(),
  refused: isoTime.nullable(),
  received: isoTime.nullable(),
  refunded: isoTime.nullable(),
  exchanged: isoTime.nullable(),
  replacementOrderId: id.nullable(),
});
export type ReturnDocument = z.infer<typeof returnDocument>;

/** POST /api/orders/{orderId}/returns (201) and every seller step: the return as it now is. */
export const returnAnswer = z.strictObject({ message: z.string(), return: returnDocument });
export type ReturnAnswer = z.infer<typeof returnAnswer>;

/** GET /api/orders/{orderId}/returns: the order's returns, newest first, and what can still go back. */
export const orderReturnsAnswer = z.strictObject({
  returns: z.array(returnDocument),
  /** Until when a return can be asked for (null: the order is not delivered). */
  returnableUntil: isoTime.nullable(),
  /** Pieces of each line that can still be returned. */
  returnable: z.array(z.strictObject({ lineId: id, quantity: whole.min(0) })),
  /** The sizes and colours each line can be exchanged for (none when its product is gone or sold out). */
  exchangeable: z.array(z.strictObject({ lineId: id, sizes: z.array(z.string()), colors: z.array(z.string()) })),
});
export type OrderReturnsAnswer = z.infer<typeof orderReturnsAnswer>;

/** GET /api/seller/returns: the seller's shop's returns (an admin's: every shop's), newest first. */
export const sellerReturnsAnswer = z.strictObject({ returns: z.array(returnDocument) });
export type SellerReturnsAnswer = z.infer<typeof sellerReturnsAnswer>;
