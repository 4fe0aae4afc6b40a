import { z } from "zod";
import { refundStatus } from "@/models/refunds";
import { id, isoTime, whole } from "./common";

/** A refund of an order: whole rupees; `settled` when the gateway said processed or failed. */
export const refundDocument = z.strictObject({
  _id: id,
  amount: whole,
  status: z.enum(refundStatus.enumValues),
  reason: z.string(),
  date: isoTime,
  settled: isoTime.nullable(),
});
export type RefundDocument = z.infer<typeof refundDocument>;

/** POST /api/seller/orders/{orderId}/refund: every refund of the order, oldest first. */
export const orderRefundAnswer = z.strictObject({ message: z.string(), refunds: z.array(refundDocument) });
export type OrderRefundAnswer = z.infer<typeof orderRefundAnswer>;
