import { and, eq } from "drizzle-orm";
import { now } from "@/lib/clock";
import { getDb, type Database, type Transaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { chatConversations, sellers } from "@/models";
import { chatMessages as texts } from "./messages";
import type { Conversation } from "./read";

/** The seller (shop) a shopper wants to talk to: its id and name, or a 404. */
export async function findSeller(sellerId: string): Promise<{ id: string; shopName: string }> {
  const db = await getDb();
  const [seller] = await db.select({ id: sellers.id, shopName: sellers.shopName }).from(sellers).where(eq(sellers.id, sellerId)).limit(1);
  if (!seller) throw new HttpError(404, texts.sellerNotFound);
  return seller;
}

/**
 * The customer's conversation with a seller, made when there is none. One statement decides a
 * race: the unique index on (customer, seller) lets one insert through and the others do
 * nothing, then every caller reads the one row (so simultaneous opens neither make two nor fail).
 */
export async function openConversation(customerId: string, sellerId: string, db?: Database | Transaction): Promise<Conversation> {
  const writer = db ?? (await getDb());
  const at = now();
  await writer
    .insert(chatConversations)
    .values({ customerId, sellerId, createdAt: at, updatedAt: at })
    .onConflictDoNothing({ target: [chatConversations.customerId, chatConversations.sellerId] });
  const [row] = await writer
    .select({ id: chatConversations.id, customerId: chatConversations.customerId, sellerId: chatConversations.sellerId })
    .from(chatConversations)
    .where(and(eq(chatConversations.customerId, customerId), eq(chatConversations.sellerId, sellerId)))
    .limit(1);
  // The seller was found a moment ago; gone now, the insert could not have made a row.
  if (!row) throw new HttpError(404, texts.sellerNotFound);
  return row;
}
