import { z } from "zod";
import { HttpError, route } from "@/lib/http";
import { paymentGateway } from "@/lib/payments/gateway";
import { SANDBOX_OUTCOMES, sandboxReturnAddress } from "@/lib/payments/sandbox";

type Context = { params: Promise<{ linkId: string }> };

const outcomeField = z.enum(SANDBOX_OUTCOMES);

/**
 * ?outcome=pay|fail: the sandbox payment page's Pay and Fail buttons (only without Razorpay
 * keys; 404 with them). Each button posts the page's form to its own address, so the call
 * reads no body and works without JavaScript; a same-origin form post passes the route's
 * cross-site check, another site's does not. Answers 303 to our payment callback with a return
 * signed as Razorpay would sign it.
 */
export const POST = route(async (request: Request, { params }: Context) => {
  if (paymentGateway().provider !== "sandbox") throw new HttpError(404, "There is no such payment link.");
  const outcome = outcomeField.safeParse(new URL(request.url).searchParams.get("outcome"));
  if (!outcome.success) throw new HttpError(400, "outcome: must be pay or fail");
  const address = await sandboxReturnAddress((await params).linkId, outcome.data);
  return new Response(null, { status: 303, headers: { Location: address, "Cache-Control": "no-store" } });
});
