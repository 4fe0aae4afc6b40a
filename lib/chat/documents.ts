/**
 * The chat as the API sends it (my_friends with fdId, fd_messages,
 * currentFd), in the contract's style: `_id`, and `receverId` spelled as the contract spells it.
 */

import type { ChatMessageDocument } from "@/lib/api-answers/chat";

export type { ChatFriendDocument, ChatMessageDocument, StaffConversationDocument } from "@/lib/api-answers/chat";

export type ChatSenderRole = ChatMessageDocument["sender"];

export type MessageRow = { id: string; conversationId: string; sender: ChatSenderRole; body: string; createdAt: Date };
export type ConversationEnds = { customerId: string; sellerId: string };

export function messageDocument(row: MessageRow, ends: ConversationEnds): ChatMessageDocument {
  const fromCustomer = row.sender === "customer";
  return {
    _id: row.id,
    conversationId: row.conversationId,
    sender: row.sender,
    senderId: fromCustomer ? ends.customerId : ends.sellerId,
    receverId: fromCustomer ? ends.sellerId : ends.customerId,
    message: row.body,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
