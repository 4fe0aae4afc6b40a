import { and, asc, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { chatConversations, chatMessages, customers, sellers } from "@/models";
import { messageDocument, type ChatFriendDocument, type ChatMessageDocument, type ConversationEnds, type StaffConversationDocument } from "./documents";
import { CHAT_CONVERSATIONS_LIMIT, CHAT_HISTORY_LIMIT } from "./limits";
import { chatMessages as texts } from "./messages";

/** Reading conversations and their messages, always through a condition saying whose they are. */

export type Conversation = ConversationEnds & { id: string };

/** The customer's own conversations (the condition every shopper's read and write carries). */
export const ownedByCustomer = (customerId: string): SQL => eq(chatConversations.customerId, customerId);

/** The conversation `id` if `whose` allows it, else a 404: someone else's does not exist for the caller. */
export async function findConversation(id: string, whose: SQL | undefined, db: Database | Transaction | null = null): Promise<Conversation> {
  const reader = db ?? (await getDb());
  const [row] = await reader
    .select({ id: chatConversations.id, customerId: chatConversations.customerId, sellerId: chatConversations.sellerId })
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), whose))
    .limit(1);
  if (!row) throw new HttpError(404, texts.conversationNotFound);
  return row;
}

const lastMessage = sql<string | null>`(select m.body from chat_messages m where m.conversation_id = ${chatConversations.id} order by m.created_at desc, m.id desc limit 1)`;

/** The seller's messages after the customer's read mark (all of them before any). */
const unread = sql<number>`(select count(*)::int from chat_messages m where m.conversation_id = ${chatConversations.id} and m.sender = 'seller' and m.created_at > coalesce(${chatConversations.customerReadAt}, '-infinity'::timestamptz))`;

/** Conversation lists' order: a message moves its conversation to the top; the id breaks ties. */
const latestActivityFirst = [desc(chatConversations.updatedAt), desc(chatConversations.id)] as const;

/** The customer's conversations, latest activity first (a message moves its friend to the top). */
export async function listFriends(customerId: string): Promise<ChatFriendDocument[]> {
  const db = await getDb();
  const rows = await db
    .select({
      conversationId: chatConversations.id,
      fdId: chatConversations.sellerId,
      name: sellers.shopName,
      updatedAt: chatConversations.updatedAt,
      lastMessage,
      unread,
    })
    .from(chatConversations)
    .innerJoin(sellers, eq(sellers.id, chatConversations.sellerId))
    .where(ownedByCustomer(customerId))
    .orderBy(...latestActivityFirst)
    .limit(CHAT_CONVERSATIONS_LIMIT);
  return rows.map((row) => ({ ...row, image: null, unread: Number(row.unread), updatedAt: new Date(row.updatedAt).toISOString() }));
}

/** The conversations staff may see (a seller's shop's, an admin's all), latest activity first. */
export async function listStaffConversations(whose: SQL | undefined): Promise<StaffConversationDocument[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: chatConversations.id,
      customerId: chatConversations.customerId,
      customerName: customers.name,
      sellerId: chatConversations.sellerId,
      shopName: sellers.shopName,
      updatedAt: chatConversations.updatedAt,
      lastMessage,
    })
    .from(chatConversations)
    .innerJoin(customers, eq(customers.id, chatConversations.customerId))
    .innerJoin(sellers, eq(sellers.id, chatConversations.sellerId))
    .where(whose)
    .orderBy(...latestActivityFirst)
    .limit(CHAT_CONVERSATIONS_LIMIT);
  return rows.map((row) => ({
    _id: row.id,
    customer: { _id: row.customerId, name: row.customerName },
    seller: { _id: row.sellerId, shopName: row.shopName },
    lastMessage: row.lastMessage,
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
}

/** A message as messageDocument reads it (./documents.ts); the live stream selects the same. */
export const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  sender: chatMessages.sender,
  body: chatMessages.body,
  createdAt: chatMessages.createdAt,
};

/**
 * A conversation's messages, oldest first: the latest CHAT_HISTORY_LIMIT, or with `after` (a
 * message of this conversation) the ones written after it, up to the limit (ask again for more).
 * An `after` that is not a message of this conversation reads as none. Messages of one
 * conversation are written in time order (lib/chat/send.ts), so "after" is "created later".
 */
export async function readMessages(conversation: Conversation, after?: string): Promise<ChatMessageDocument[]> {
  const db = await getDb();
  let since: Date | undefined;
  if (after) {
    const [mark] = await db
      .select({ createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, after), eq(chatMessages.conversationId, conversation.id)))
      .limit(1);
    since = mark?.createdAt;
  }
  const rows = since
    ? await messagesSince(db, conversation.id, since)
    : (
        await db
          .select(messageColumns)
          .from(chatMessages)
          .where(eq(chatMessages.conversationId, conversation.id))
          .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
          .limit(CHAT_HISTORY_LIMIT)
      ).reverse();
  return rows.map((row) => messageDocument(row, conversation));
}

/** Messages of a conversation written after `since`, oldest first, at most CHAT_HISTORY_LIMIT. */
export function messagesSince(db: Database | Transaction, conversationId: string, since: Date) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.createdAt, since)))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .limit(CHAT_HISTORY_LIMIT);
}
