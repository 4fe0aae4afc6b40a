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

/** A refund in the staff list: its order (and number as mails show it) and, for a return's refund, the return. */
export const sellerRefundDocument = refundDocument.extend({ orderId: id, order_number: z.string(), returnId: id.nullable() });
export type SellerRefundDocument = z.infer<typeof sellerRefundDocument>;

/** GET /api/seller/refunds?status=: the caller's shop's refunds, newest first. */
export const sellerRefundsAnswer = z.strictObject({ refunds: z.array(sellerRefundDocument) });
export type SellerRefundsAnswer = z.infer<typeof sellerRefundsAnswer>;

/** POST /api/seller/refunds/{refundId}/retry: the refund, pending again under a new key. */
export const refundRetryAnswer = z.strictObject({ message: z.string(), refund: refundDocument });
export type RefundRetryAnswer = z.infer<typeof refundRetryAnswer>;
