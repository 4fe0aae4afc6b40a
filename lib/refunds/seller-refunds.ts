import "server-only";
import { and, desc, eq, exists, or, sql } from "drizzle-orm";
import type { StaffMember } from "@/lib/auth/staff";
import { getDb } from "@/lib/db";
import { orderNumber } from "@/lib/orders/order-number";
import { orderLines, refunds, returns } from "@/models";
import type { SellerRefundDocument } from "@/lib/api-answers/refunds";
import type { SellerRefundsQuery } from "./seller-refunds-input";
import { toRefundDocument } from "./staff-refund";

/** The most refunds one list answers: enough to find the failed ones, never the whole history. */
export const SELLER_REFUNDS_LIMIT = 100;

/**
 * The refunds staff see (GET /api/seller/refunds): a seller's are those of orders holding a line
 * of their shop and of their shop's returns, an admin's every refund; newest first, at most
 * SELLER_REFUNDS_LIMIT, of one status or all. Each names its order and, for a return's, the return.
 */
export async function sellerRefunds(staff: StaffMember, query: SellerRefundsQuery): Promise<SellerRefundDocument[]> {
  const db = await getDb();
  const shopId = staff.role === "admin" ? null : (staff.shop?.id ?? "");
  if (shopId === "") return [];
  const ofShop =
    shopId === null
      ? undefined
      : or(
          exists(db.select({ one: sql`1` }).from(orderLines).where(and(eq(orderLines.orderId, refunds.orderId), eq(orderLines.sellerId, shopId)))),
          exists(db.select({ one: sql`1` }).from(returns).where(and(eq(returns.refundId, refunds.id), eq(returns.sellerId, shopId)))),
        );
  const rows = await db
    .select({ refund: refunds, returnId: returns.id })
    .from(refunds)
    .leftJoin(returns, eq(returns.refundId, refunds.id))
    .where(and(query.status === "all" ? undefined : eq(refunds.status, query.status), ofShop))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(SELLER_REFUNDS_LIMIT);
  return rows.map(({ refund, returnId }) => ({
    ...toRefundDocument(refund),
    orderId: refund.orderId,
    order_number: orderNumber(refund.orderId),
    returnId: returnId ?? null,
  }));
}
