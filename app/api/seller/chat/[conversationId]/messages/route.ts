import { requireStaff } from "@/lib/auth/staff";
import { chatMessages } from "@/lib/chat/messages";
import { findConversation, readMessages } from "@/lib/chat/read";
import { afterQuery } from "@/lib/chat/schemas";
import { queryInput } from "@/lib/catalog/params";
import { privateJson, route } from "@/lib/http";
import { actsOn, recordId } from "@/lib/staff/ownership";
import { chatConversations } from "@/models";
import type { ChatMessagesAnswer } from "@/lib/api-answers/chat";

/** Staff: ?after={messageId} -> { messages } of a conversation of their shop (another shop's: 404). */
export const GET = route<{ params: Promise<{ conversationId: string }> }>(async (request, { params }) => {
  const staff = await requireStaff(request);
  const id = recordId((await params).conversationId, chatMessages.conversationNotFound);
  const { after } = afterQuery.parse(queryInput(new URL(request.url).searchParams));
  const conversation = await findConversation(id, actsOn(staff, chatConversations.sellerId));
  return privateJson({ messages: await readMessages(conversation, after) } satisfies ChatMessagesAnswer);
});
