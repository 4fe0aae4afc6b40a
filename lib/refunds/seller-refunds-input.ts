import { z } from "zod";
import { refundStatus } from "@/models/refunds";

/** The staff refund list's filter: one refund status, or all of them. */
export const SELLER_REFUND_FILTERS = ["all", ...refundStatus.enumValues] as const;

/** GET /seller/refunds?status= (optional: all). */
export const sellerRefundsQuery = z.object({
  status: z.enum(SELLER_REFUND_FILTERS, { error: `must be one of ${SELLER_REFUND_FILTERS.join(", ")}` }).default("all"),
});
export type SellerRefundsQuery = z.infer<typeof sellerRefundsQuery>;
