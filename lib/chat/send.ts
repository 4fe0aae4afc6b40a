import { and, eq, sql, type SQL } from "drizzle-orm";
import type { SessionCustomer } from "@/lib/auth/session";
import type { StaffMember } from "@/lib/auth/staff";
import { now } from "@/lib/clock";
import { withTransaction, type Transaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { hitRateLimits, waitText, type RateLimitRule } from "@/lib/rate-limit";
import { actsOn } from "@/lib/staff/ownership";
import { chatConversations, chatMessages } from "@/models";
import { messageDocument, type ChatMessageDocument, type ChatSenderRole } from "./documents";
import { CHAT_MESSAGES_PER_MINUTE } from "./limits";
import { chatMessages as texts } from "./messages";
import { findSeller, openConversation } from "./open";
import { findConversation, ownedByCustomer, type Conversation } from "./read";
import type { SendToSellerInput } from "./schemas";

/** The channel every new message is announced on, with its conversation id (lib/chat/live.ts listens). */
export const CHAT_CHANNEL = "chat";

const perSender: RateLimitRule = { name: "chat-message", limit: CHAT_MESSAGES_PER_MINUTE, windowSeconds: 60 };

/** Counts one message of `sender` (a 429 past 30 a minute). Only after every other check passed. */
async function countMessage(sender: string): Promise<void> {
  await hitRateLimits([{ rule: perSender, subject: sender, refusal: (hit) => texts.tooMany(waitText(hit)) }]);
}

/**
 * Writes one message in one transaction: the conversation's updated_at moves first (its row lock
 * puts the messages of one conversation in a single line, so each is written later than the one
 * before and after it in time: the stream reads "after the last one I sent" and misses none),
 * the message takes that time, and `NOTIFY chat, '<conversationId>'` goes out when it commits.
 */
async function writeMessage(tx: Transaction, conversation: Conversation, whose: SQL | undefined, sender: ChatSenderRole, text: string): Promise<ChatMessageDocument> {
  const at = now();
  const [bumped] = await tx
    .update(chatConversations)
    .set({ updatedAt: sql`greatest(${at.toISOString()}::timestamptz, ${chatConversations.updatedAt} + interval '1 millisecond')` })
    .where(and(eq(chatConversations.id, conversation.id), whose))
    .returning({ updatedAt: chatConversations.updatedAt });
  if (!bumped) throw new HttpError(404, texts.conversationNotFound);
  const [row] = await tx
    .insert(chatMessages)
    .values({ conversationId: conversation.id, sender, body: text, createdAt: bumped.updatedAt })
    .returning({ id: chatMessages.id, conversationId: chatMessages.conversationId, sender: chatMessages.sender, body: chatMessages.body, createdAt: chatMessages.createdAt });
  await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${conversation.id})`);
  return messageDocument(row!, conversation);
}

/**
 * A shopper's message to a seller: in the conversation named by id (the customer's own, else a
 * 404), or with the seller named (the conversation opened when there is none; an unknown seller
 * is a 404). Nothing is written, not even the conversation, for a refused message.
 */
export async function sendToSeller(customer: Pick<SessionCustomer, "id">, input: SendToSellerInput): Promise<ChatMessageDocument> {
  const mine = ownedByCustomer(customer.id);
  let known: Conversation | undefined;
  if (input.conversationId) {
    known = await findConversation(input.conversationId, mine);
    if (input.sellerId && input.sellerId !== known.sellerId) throw new HttpError(404, texts.conversationNotFound);
  } else {
    await findSeller(input.sellerId!);
  }
  await countMessage(`customer:${customer.id}`);
  return withTransaction(async (tx) => {
    const conversation = known ?? (await openConversation(customer.id, input.sellerId!, tx));
    return writeMessage(tx, conversation, mine, "customer", input.message);
  });
}

/** A seller's (or admin's) reply in a conversation of their shop (any shop's for an admin; else a 404). */
export async function replyAsSeller(staff: StaffMember, conversationId: string, text: string): Promise<ChatMessageDocument> {
  const whose = actsOn(staff, chatConversations.sellerId);
  const conversation = await findConversation(conversationId, whose);
  await countMessage(`staff:${staff.id}`);
  return withTransaction((tx) => writeMessage(tx, conversation, whose, "seller", text));
}
