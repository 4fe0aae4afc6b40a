import { eq } from "drizzle-orm";
import { isUuid } from "@/lib/catalog/params";
import { getDatabaseHandle, type DatabaseHandle } from "@/lib/db";
import { chatConversations } from "@/models";
import { CHAT_CHANNEL } from "./send";
import { log } from "@/server/log/log.mjs";

/**
 * Each server process keeps ONE listening connection on the `chat` channel and hands every
 * announced conversation to the open streams of that conversation's customer in this process
 * (docs/ARCHITECTURE.md "Live chat"). What the streams then send they read from the database,
 * so the hub holds nothing another server would need: only who is connected here.
 */

export type ChatSubscriber = {
  /** A message was written in this conversation, which belongs to the subscriber's customer. */
  deliver: (conversationId: string) => void;
  /** Announcements may have been lost (the listening connection dropped and is back). */
  resync: () => void;
};

/** Which customer a conversation belongs to never changes, so it is remembered (bounded). */
const OWNERS_REMEMBERED = 10_000;

class ChatHub {
  private readonly subscribers = new Map<string, Set<ChatSubscriber>>();
  private readonly owners = new Map<string, string>();
  private stopListening: (() => Promise<void>) | undefined;

  constructor(readonly handle: DatabaseHandle) {}

  async start(): Promise<void> {
    this.stopListening = await this.handle.notifications.listen(CHAT_CHANNEL, {
      onNotify: (payload) => void this.announce(payload).catch((error: Error) => log.error({ err: error }, "Chat announcement failed")),
      onResync: () => this.everyone().forEach((subscriber) => subscriber.resync()),
    });
  }

  /** The open streams of `customerId` in this process. */
  countOf(customerId: string): number {
    return this.subscribers.get(customerId)?.size ?? 0;
  }

  subscribe(customerId: string, subscriber: ChatSubscriber): () => void {
    const set = this.subscribers.get(customerId) ?? new Set();
    set.add(subscriber);
    this.subscribers.set(customerId, set);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.subscribers.get(customerId) === set) this.subscribers.delete(customerId);
    };
  }

  private everyone(): ChatSubscriber[] {
    return [...this.subscribers.values()].flatMap((set) => [...set]);
  }

  private async announce(conversationId: string): Promise<void> {
    if (this.subscribers.size === 0 || !isUuid(conversationId)) return;
    const owner = await this.ownerOf(conversationId);
    if (owner) this.subscribers.get(owner)?.forEach((subscriber) => subscriber.deliver(conversationId));
  }

  private async ownerOf(conversationId: string): Promise<string | undefined> {
    const known = this.owners.get(conversationId);
    if (known) return known;
    const [row] = await this.handle.db
      .select({ customerId: chatConversations.customerId })
      .from(chatConversations)
      .where(eq(chatConversations.id, conversationId))
      .limit(1);
    if (!row) return undefined;
    if (this.owners.size >= OWNERS_REMEMBERED) this.owners.delete(this.owners.keys().next().value!);
    this.owners.set(conversationId, row.customerId);
    return row.customerId;
  }
}

// One hub per process and database, kept on globalThis like the database handle (Next's
// bundles share it; tests give each file its own database, and so their own hub).
const globalForChat = globalThis as unknown as { __chatHub?: Promise<ChatHub> & { handle?: DatabaseHandle } };

/** The process's chat hub, listening on the process's database. */
export async function chatHub(): Promise<ChatHub> {
  const handle = await getDatabaseHandle();
  const current = globalForChat.__chatHub;
  if (current && current.handle === handle) return current;
  const hub = new ChatHub(handle);
  const starting = Object.assign(
    hub.start().then(() => hub),
    { handle },
  );
  globalForChat.__chatHub = starting;
  // A failed start is not kept, so the next stream tries again.
  starting.catch(() => {
    if (globalForChat.__chatHub === starting) globalForChat.__chatHub = undefined;
  });
  return starting;
}
