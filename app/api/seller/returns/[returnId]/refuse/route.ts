import { requireStaff } from "@/lib/auth/staff";
import { privateJson, readJsonBody, route } from "@/lib/http";
import { returnRefusalInput } from "@/lib/returns/input";
import { returnMessages } from "@/lib/returns/messages";
import { refuseReturn } from "@/lib/returns/steps";
import type { ReturnAnswer } from "@/lib/api-answers/returns";

type Context = { params: Promise<{ returnId: string }> };

/**
 * POST { reason } (staff) -> { message, return }: requested -> refused, the reason shown to the
 * customer. 400 without a reason; 409 once decided; 404 for a return not of the seller's shop.
 */
export const POST = route(async (request: Request, { params }: Context) => {
  const staff = await requireStaff(request);
  const { returnId } = await params;
  const { reason } = await readJsonBody(request, returnRefusalInput);
  return privateJson({ message: returnMessages.refused, return: await refuseReturn(staff, returnId, reason) } satisfies ReturnAnswer);
});
