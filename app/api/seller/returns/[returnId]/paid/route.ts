import { requireStaff } from "@/lib/auth/staff";
import { privateJson, route } from "@/lib/http";
import { returnMessages } from "@/lib/returns/messages";
import { payReturn } from "@/lib/returns/steps";
import type { ReturnAnswer } from "@/lib/api-answers/returns";

type Context = { params: Promise<{ returnId: string }> };

/**
 * POST (staff, no body) -> { message, return }: a received cash-on-delivery return's payout sent: received -> refunded; 409 otherwise. 404 for a return not of the seller's shop.
 */
export const POST = route(async (request: Request, { params }: Context) => {
  const staff = await requireStaff(request);
  const { returnId } = await params;
  return privateJson({ message: returnMessages.paid, return: await payReturn(staff, returnId) } satisfies ReturnAnswer);
});
