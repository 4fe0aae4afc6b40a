import { requireStaff } from "@/lib/auth/staff";
import { privateJson, route } from "@/lib/http";
import { sellerRefunds } from "@/lib/refunds/seller-refunds";
import { sellerRefundsQuery } from "@/lib/refunds/seller-refunds-input";
import type { SellerRefundsAnswer } from "@/lib/api-answers/refunds";

/**
 * GET /api/seller/refunds?status=all|pending|processed|failed (staff) -> { refunds }: the refunds
 * of the seller's shop's orders and returns (an admin: every refund), newest first, at most 100;
 * `?status=failed` finds those to send again.
 */
export const GET = route(async (request: Request) => {
  const staff = await requireStaff(request);
  const query = sellerRefundsQuery.parse({ status: new URL(request.url).searchParams.get("status") ?? undefined });
  return privateJson({ refunds: await sellerRefunds(staff, query) } satisfies SellerRefundsAnswer);
});
