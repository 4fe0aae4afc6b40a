import { openConversation } from "@/lib/chat/open";
import { getDb } from "@/lib/db";
import { chatMessages } from "@/models";
import type { World } from "./world";

/**
 * Customer A's conversation with the first seller's shop, for the chat routes' examples: opened
 * once per world (opening again finds the same one), and known to the matrix's checks by world.
 */
const conversations = new WeakMap<World, string>();

export async function conversationOfA(w: World): Promise<string> {
  const known = conversations.get(w);
  if (known) return known;
  const conversation = await openConversation(w.customerA.id, w.seller.shopId!);
  conversations.set(w, conversation.id);
  return conversation.id;
}

/** A's conversation once an example has opened it (the matrix checks answers after their example ran). */
export const knownConversationOfA = (w: World): string | undefined => conversations.get(w);

const messages = new WeakMap<World, string>();

/** A seller's message in A's conversation (written once per world), for the read mark's example. */
export async function messageOfA(w: World, conversationId: string): Promise<string> {
  const known = messages.get(w);
  if (known) return known;
  const db = await getDb();
  const [message] = await db.insert(chatMessages).values({ conversationId, sender: "seller", body: "Yes, it runs true to size." }).returning({ id: chatMessages.id });
  messages.set(w, message!.id);
  return message!.id;
}
