import { requireStaff } from "@/lib/auth/staff";
import { privateJson, route } from "@/lib/http";
import { returnMessages } from "@/lib/returns/messages";
import { receiveReturn } from "@/lib/returns/steps";
import type { ReturnAnswer } from "@/lib/api-answers/returns";

type Context = { params: Promise<{ returnId: string }> };

/**
 * POST (staff, no body) -> { message, return }: approved -> received: credit note, and the refund of the lines' share starts (online) or is due as a payout (cash on delivery); an exchange goes on to exchanged, its replacement placed as a new order (`return.replacementOrderId`). 409 when not approved (a retry). 404 for a return not of the seller's shop.
 */
export const POST = route(async (request: Request, { params }: Context) => {
  const staff = await requireStaff(request);
  const { returnId } = await params;
  const received = await receiveReturn(staff, returnId);
  const message = received.status === "exchanged" ? returnMessages.exchanged : returnMessages.received;
  return privateJson({ message, return: received } satisfies ReturnAnswer);
});
