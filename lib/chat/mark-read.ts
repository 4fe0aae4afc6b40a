import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { chatConversations, chatMessages } from "@/models";
import { chatMessages as texts } from "./messages";
import { findConversation, ownedByCustomer } from "./read";

/**
 * The customer has read their conversation up to `messageId` (the latest message they saw):
 * its time becomes the read mark, which only moves forward, so a late call from another tab
 * or device never makes read messages unread again. A message written after the one named
 * stays unread, however soon after it came. Someone else's conversation, or a message not in
 * this one: 404.
 */
export async function markConversationRead(customerId: string, conversationId: string, messageId: string): Promise<void> {
  const conversation = await findConversation(conversationId, ownedByCustomer(customerId));
  const db = await getDb();
  const [message] = await db
    .select({ createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.conversationId, conversation.id)))
    .limit(1);
  if (!message) throw new HttpError(404, texts.messageNotFound);
  await db
    .update(chatConversations)
    .set({ customerReadAt: sql`greatest(coalesce(${chatConversations.customerReadAt}, '-infinity'::timestamptz), ${message.createdAt})` })
    .where(eq(chatConversations.id, conversation.id));
}
