/**
 * The chat as the API sends it (my_friends with fdId, fd_messages,
 * currentFd), in the contract's style: `_id`, and `receverId` spelled as the contract spells it.
 */

export type ChatSenderRole = "customer" | "seller";

/** One message. senderId and receverId are the customer's account id and the seller's (shop) id. */
export type ChatMessageDocument = {
  _id: string;
  conversationId: string;
  sender: ChatSenderRole;
  senderId: string;
  receverId: string;
  message: string;
  createdAt: string;
};

/** A shopper's friend: the seller at the other end of one conversation. */
export type ChatFriendDocument = {
  fdId: string;
  name: string;
  image: string | null;
  conversationId: string;
  lastMessage: string | null;
  updatedAt: string;
  /** The seller's messages the customer has not read yet (after their read mark). */
  unread: number;
};

/** A conversation as a seller or admin lists it. */
export type StaffConversationDocument = {
  _id: string;
  customer: { _id: string; name: string };
  seller: { _id: string; shopName: string };
  lastMessage: string | null;
  updatedAt: string;
};

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
