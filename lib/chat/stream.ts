import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { chatConversations, chatMessages } from "@/models";
import { messageDocument, type MessageRow } from "./documents";
import { chatHub } from "./hub";
import { CHAT_HISTORY_LIMIT } from "./limits";
import { chatMessages as texts } from "./messages";
import { messageColumns } from "./read";
import { log } from "@/server/log/log.mjs";

/**
 * GET /chat/customer/stream: the customer's new messages as Server-Sent Events
 * (docs/ARCHITECTURE.md "Live chat"). Events:
 * - `ready` once the stream listens, with the ids of the conversations it watched from the
 *   start: the window then reads what it shows afresh, so nothing written while it connected
 *   is missed (whatever comes later is streamed);
 * - `message` with a message document (either side's) of one of the customer's conversations;
 * - `resync` when announcements may have been lost: read everything afresh.
 * A comment every 25 s keeps proxies from closing an idle connection; after a few minutes the
 * stream ends and the browser connects again (`retry`), so no connection lives for ever.
 */

export const CHAT_HEARTBEAT_MS = 25_000;
export const CHAT_STREAM_LIFETIME_MS = 4 * 60_000;
const RECONNECT_AFTER_MS = 3_000;
/** Open streams one customer may hold on one server (tabs of the same shopper). */
export const CHAT_STREAMS_PER_CUSTOMER = 5;
/** Conversations whose last message is looked up at the start; any other is read whole when it speaks. */
const WATCHED_FROM_START = 200;

export const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform: the front door's compression (and any proxy's) leaves the stream alone
  // instead of holding events back to fill a compressed block.
  "Cache-Control": "no-store, no-transform",
  "X-Accel-Buffering": "no",
} as const;

const encoder = new TextEncoder();
const event = (name: string, data: unknown) => encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);

/** The last message time of the customer's most recent conversations. */
async function lastMessageTimes(customerId: string): Promise<Map<string, Date>> {
  const db = await getDb();
  const rows = await db
    .select({ id: chatConversations.id, last: sql<string | Date | null>`max(${chatMessages.createdAt})` })
    .from(chatConversations)
    .leftJoin(chatMessages, eq(chatMessages.conversationId, chatConversations.id))
    .where(eq(chatConversations.customerId, customerId))
    .groupBy(chatConversations.id)
    .orderBy(desc(chatConversations.updatedAt))
    .limit(WATCHED_FROM_START);
  // A conversation without messages yet: everything in it is new.
  return new Map(rows.map((row) => [row.id, row.last ? new Date(row.last) : new Date(0)]));
}

/**
 * Messages of the customer's own conversation written after `since`, oldest first; without
 * `since` (a conversation this stream did not know), its latest ones (the window keeps each once).
 */
async function newMessages(customerId: string, conversationId: string, since: Date | undefined) {
  const db = await getDb();
  const rows = await db
    .select({
      ...messageColumns,
      customerId: chatConversations.customerId,
      sellerId: chatConversations.sellerId,
    })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatConversations.customerId, customerId), since ? gt(chatMessages.createdAt, since) : undefined))
    .orderBy(...(since ? [asc(chatMessages.createdAt), asc(chatMessages.id)] : [desc(chatMessages.createdAt), desc(chatMessages.id)]))
    .limit(CHAT_HISTORY_LIMIT);
  return since ? rows : rows.reverse();
}

export async function openChatStream(customerId: string, signal?: AbortSignal): Promise<Response> {
  const hub = await chatHub();
  if (hub.countOf(customerId) >= CHAT_STREAMS_PER_CUSTOMER) throw new HttpError(429, texts.tooManyStreams, { "Retry-After": "30" });

  let closed = false;
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (chunk: Uint8Array) => {
        if (!closed) controller.enqueue(chunk);
      };
      // Listening first, then reading where each conversation stands: a message committed in
      // between is either before that reading (the window reads it on `ready`) or announced.
      let sentUpTo = new Map<string, Date>();
      let work: Promise<void> = Promise.resolve();
      const inTurn = (task: () => Promise<void>) => {
        work = work.then(task).catch((error: Error) => {
          log.error({ err: error }, "Chat stream failed");
          stop();
        });
      };
      const unsubscribe = hub.subscribe(customerId, {
        deliver: (conversationId) =>
          inTurn(async () => {
            if (closed) return;
            const rows = await newMessages(customerId, conversationId, sentUpTo.get(conversationId));
            for (const row of rows) {
              send(event("message", messageDocument(row as MessageRow, row)));
              sentUpTo.set(conversationId, new Date(row.createdAt));
            }
          }),
        resync: () => inTurn(async () => send(event("resync", {}))),
      });
      const heartbeat = setInterval(() => send(encoder.encode(": still here\n\n")), CHAT_HEARTBEAT_MS);
      const lifetime = setTimeout(() => stop(), CHAT_STREAM_LIFETIME_MS);
      stop = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        signal?.removeEventListener("abort", stop);
        try {
          controller.close();
        } catch {
          // the reader has gone already
        }
      };
      signal?.addEventListener("abort", stop);

      send(encoder.encode(`retry: ${RECONNECT_AFTER_MS}\n\n`));
      inTurn(async () => {
        sentUpTo = await lastMessageTimes(customerId);
        send(event("ready", { conversationIds: [...sentUpTo.keys()] }));
      });
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, { status: 200, headers: EVENT_STREAM_HEADERS });
}
