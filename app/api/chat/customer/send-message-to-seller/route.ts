import { requireCustomer } from "@/lib/auth/session";
import { sendToSellerInput } from "@/lib/chat/schemas";
import { sendToSeller } from "@/lib/chat/send";
import { privateJson, readJsonBody, route } from "@/lib/http";
import type { ChatMessageSentAnswer } from "@/lib/api-answers/chat";

/**
 * { sellerId or conversationId, message } -> 201 { message } (with `receverId`, the contract's
 * spelling): text only, 1 to 2,000 characters after trimming, 30 a minute (429). Someone else's
 * conversation or an unknown seller: 404.
 */
export const POST = route(async (request: Request) => {
  const customer = await requireCustomer(request);
  const input = await readJsonBody(request, sendToSellerInput);
  return privateJson({ message: await sendToSeller(customer, input) } satisfies ChatMessageSentAnswer, { status: 201 });
});
