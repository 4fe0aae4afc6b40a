import { requireCustomer } from "@/lib/auth/session";
import { findConversation, ownedByCustomer, readMessages } from "@/lib/chat/read";
import { afterQuery } from "@/lib/chat/schemas";
import { chatMessages } from "@/lib/chat/messages";
import { queryInput } from "@/lib/catalog/params";
import { privateJson, route } from "@/lib/http";
import { recordId } from "@/lib/staff/ownership";
import type { ChatMessagesAnswer } from "@/lib/api-answers/chat";

/**
 * ?after={messageId} -> { messages }: one of the customer's own conversations, oldest first (the
 * latest 100, or those after the message named). Someone else's conversation: 404. The chat
 * window polls this when its live stream is down.
 */
export const GET = route<{ params: Promise<{ conversationId: string }> }>(async (request, { params }) => {
  const customer = await requireCustomer(request);
  const id = recordId((await params).conversationId, chatMessages.conversationNotFound);
  const { after } = afterQuery.parse(queryInput(new URL(request.url).searchParams));
  const conversation = await findConversation(id, ownedByCustomer(customer.id));
  return privateJson({ messages: await readMessages(conversation, after) } satisfies ChatMessagesAnswer);
});
