import { requireStaff } from "@/lib/auth/staff";
import { privateJson, route } from "@/lib/http";
import { retryMessages, retryRefund } from "@/lib/refunds/retry";
import type { RefundRetryAnswer } from "@/lib/api-answers/refunds";

type Context = { params: Promise<{ refundId: string }> };

/**
 * POST /api/seller/refunds/{refundId}/retry (staff, no body) -> { message, refund }: a failed
 * refund sent to the payment provider again under a new key, pending until its webhook. 409 a
 * refund not failed (a second retry) or nothing left of the payment; 404 a refund not of the
 * seller's shop.
 */
export const POST = route(async (request: Request, { params }: Context) => {
  const staff = await requireStaff(request);
  const { refundId } = await params;
  return privateJson({ message: retryMessages.sent, refund: await retryRefund(staff, refundId) } satisfies RefundRetryAnswer);
});
