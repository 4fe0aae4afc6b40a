import { requireCustomer } from "@/lib/auth/session";
import { markConversationRead } from "@/lib/chat/mark-read";
import { chatMessages } from "@/lib/chat/messages";
import { markReadInput } from "@/lib/chat/schemas";
import { privateJson, readJsonBody, route } from "@/lib/http";
import { recordId } from "@/lib/staff/ownership";
import type { MessageAnswer } from "@/lib/api-answers/common";

/**
 * { messageId } -> { message }: the customer has read their conversation up to that message
 * (the latest they saw); the seller's messages after it stay unread. The read mark lives in
 * the database, so every device of the shopper agrees. Someone else's conversation, or a
 * message not in it: 404.
 */
export const PUT = route<{ params: Promise<{ conversationId: string }> }>(async (request, { params }) => {
  const customer = await requireCustomer(request);
  const id = recordId((await params).conversationId, chatMessages.conversationNotFound);
  const { messageId } = await readJsonBody(request, markReadInput);
  await markConversationRead(customer.id, id, messageId);
  return privateJson({ message: chatMessages.markedRead } satisfies MessageAnswer);
});
