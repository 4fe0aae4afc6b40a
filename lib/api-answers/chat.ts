import { z } from "zod";
import { chatSender } from "@/models/enums";
import { id, isoTime, whole } from "./common";

/** The chat between a shopper and a shop (`receverId` spelt as the contract spells it). */

export const chatMessageDocument = z.strictObject({
  _id: id,
  conversationId: id,
  sender: z.enum(chatSender.enumValues),
  /** The customer's account id or the seller's (shop) id. */
  senderId: id,
  receverId: id,
  message: z.string(),
  createdAt: isoTime,
});
export type ChatMessageDocument = z.infer<typeof chatMessageDocument>;

export const chatFriendDocument = z.strictObject({
  fdId: id,
  name: z.string(),
  image: z.string().nullable(),
  conversationId: id,
  lastMessage: z.string().nullable(),
  updatedAt: isoTime,
  /** The seller's messages the customer has not read yet. */
  unread: whole,
});
export type ChatFriendDocument = z.infer<typeof chatFriendDocument>;

export const staffConversationDocument = z.strictObject({
  _id: id,
  customer: z.strictObject({ _id: id, name: z.string() }),
  seller: z.strictObject({ _id: id, shopName: z.string() }),
  lastMessage: z.string().nullable(),
  updatedAt: isoTime,
});
export type StaffConversationDocument = z.infer<typeof staffConversationDocument>;

/** POST /api/chat/customer/add-customer-friend */
export const addFriendAnswer = z.strictObject({
  messages: z.array(chatMessageDocument),
  currentFd: chatFriendDocument.pick({ fdId: true, name: true, image: true, conversationId: true }),
  myFriends: z.array(chatFriendDocument),
});
export type AddFriendAnswer = z.infer<typeof addFriendAnswer>;

/** GET /api/chat/customer/friends */
export const friendsAnswer = z.strictObject({ myFriends: z.array(chatFriendDocument) });
export type FriendsAnswer = z.infer<typeof friendsAnswer>;
/** GET a conversation's messages (customer's and staff's calls). */
export const chatMessagesAnswer = z.strictObject({ messages: z.array(chatMessageDocument) });
export type ChatMessagesAnswer = z.infer<typeof chatMessagesAnswer>;
/** POST a message (customer to seller, seller's reply): the message as stored. */
export const chatMessageSentAnswer = z.strictObject({ message: chatMessageDocument });
export type ChatMessageSentAnswer = z.infer<typeof chatMessageSentAnswer>;
/** GET /api/seller/chat/conversations */
export const staffConversationsAnswer = z.strictObject({ conversations: z.array(staffConversationDocument) });
export type StaffConversationsAnswer = z.infer<typeof staffConversationsAnswer>;

/**
 * GET /api/chat/customer/stream: server-sent events. `ready` names the conversations it
 * watches, `message` carries a new message, `resync` asks the page to read again.
 */
export const chatStreamEvents = {
  ready: z.strictObject({ conversationIds: z.array(id) }),
  message: chatMessageDocument,
  resync: z.strictObject({}),
};
/** The stream's first event, which is always `ready`. */
export const chatStreamFirstEvent = chatStreamEvents.ready;
