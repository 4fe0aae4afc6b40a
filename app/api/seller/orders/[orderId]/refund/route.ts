import { requireStaff } from "@/lib/auth/staff";
import { privateJson, route } from "@/lib/http";
import { refundMessages, refundOrderAsStaff } from "@/lib/refunds/staff-refund";
import type { OrderRefundAnswer } from "@/lib/api-answers/refunds";

type Context = { params: Promise<{ orderId: string }> };

/**
 * POST /api/seller/orders/{orderId}/refund (staff, no body) -> { message, refunds }: sends what
 * of the order is due back to the payment provider (after a failed refund, a new one). 409 while
 * a refund is with the provider or when nothing is due; 404 for an order not of the seller's shop.
 */
export const POST = route(async (request: Request, { params }: Context) => {
  const staff = await requireStaff(request);
  const { orderId } = await params;
  const refunds = await refundOrderAsStaff(staff, orderId);
  return privateJson({ message: refundMessages.started, refunds } satisfies OrderRefundAnswer);
});
