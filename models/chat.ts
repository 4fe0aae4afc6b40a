import { relations } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { customers } from "./customers";
import { chatSender } from "./enums";
import { sellers } from "./sellers";

/** A customer's conversation with one seller; `updatedAt` orders the friend list. */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: id(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => sellers.id, { onDelete: "cascade" }),
    /**
     * When the customer last read the conversation: the time of the latest message they have
     * seen. Seller messages after it are unread (the account icon's badge). Kept here, not in
     * one browser, so a reply read on the phone is read on the laptop too.
     */
    customerReadAt: timestamp("customer_read_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("chat_conversations_customer_id_seller_id_idx").on(t.customerId, t.sellerId),
    index("chat_conversations_seller_id_idx").on(t.sellerId),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: id(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    sender: chatSender("sender").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_messages_conversation_id_created_at_idx").on(t.conversationId, t.createdAt)],
);

export const chatConversationsRelations = relations(chatConversations, ({ one, many }) => ({
  customer: one(customers, { fields: [chatConversations.customerId], references: [customers.id] }),
  seller: one(sellers, { fields: [chatConversations.sellerId], references: [sellers.id] }),
  messages: many(chatMessages),
}));

export const chatMessagesRelations = relations(chatMessages, ({ one }) => ({
  conversation: one(chatConversations, { fields: [chatMessages.conversationId], references: [chatConversations.id] }),
}));

export type ChatConversation = typeof chatConversations.$inferSelect;
export type ChatMessage = typeof chatMessages.$inferSelect;
