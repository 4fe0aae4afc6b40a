"use client";

import { mutationOptions, useQuery } from "@tanstack/react-query";
import type { ChatFriendDocument, ChatMessageDocument } from "@/lib/chat/documents";
import { callApi, segment } from "./api";
import { refresh, shopKeys, shopQueryClient } from "./query-client";

export type { ChatFriendDocument, ChatMessageDocument } from "@/lib/chat/documents";

/**
 * The chat with sellers (my_friends, fd_messages, currentFd): the friends
 * list and each conversation's messages in react-query, filled by the calls and by the live
 * stream (./chat-stream.ts), which appends what arrives. Loaded only when the Messages tab opens.
 */

export const chatKeys = {
  friends: shopKeys.chatFriends,
  messages: shopKeys.chatMessages,
  all: shopKeys.chat,
};

/** Polling while the live stream is down (it is the fallback, so every few seconds). */
export const CHAT_POLL_MS = 4_000;

/** The friends list as react-query holds it (the header's unread badge reads it too). */
export const friendsQuery = (customerId: string) => ({
  queryKey: chatKeys.friends(customerId),
  queryFn: () => callApi<{ myFriends: ChatFriendDocument[] }>("/chat/customer/friends").then((body) => body.myFriends),
});

export function useChatFriends(customerId: string, polling: boolean) {
  return useQuery({ ...friendsQuery(customerId), refetchInterval: polling ? CHAT_POLL_MS : false }, shopQueryClient);
}

const markedUpTo = new Map<string, string>();

function clearUnread(customerId: string, conversationId: string): void {
  shopQueryClient.setQueryData<ChatFriendDocument[]>(chatKeys.friends(customerId), (friends) =>
    friends?.map((friend) => (friend.conversationId === conversationId && friend.unread !== 0 ? { ...friend, unread: 0 } : friend)),
  );
}

/**
 * The shopper has seen a conversation up to `messageId` (its latest message, on screen): the
 * read mark is kept on the server (PUT read/{conversationId}), so every device of theirs
 * agrees, and the conversation's unread count drops to 0 here at once. Once per message,
 * unless a list read meanwhile still counts it unread.
 */
export async function markChatRead(customerId: string, conversationId: string, messageId: string): Promise<void> {
  const held = shopQueryClient.getQueryData<ChatFriendDocument[]>(chatKeys.friends(customerId));
  const stillUnread = held?.some((friend) => friend.conversationId === conversationId && friend.unread > 0) ?? false;
  if (markedUpTo.get(conversationId) === messageId && !stillUnread) return;
  markedUpTo.set(conversationId, messageId);
  clearUnread(customerId, conversationId);
  try {
    // keepalive: the mark is kept even if the shopper leaves the page at once.
    await callApi<unknown>(`/chat/customer/read/${segment(conversationId)}`, { method: "PUT", body: { messageId }, keepalive: true });
    // A list asked for before the mark landed (the header's check, the stream's resync) would
    // bring the count back: drop it and read the list anew (the header watches it, so it is read).
    await refresh(chatKeys.friends(customerId), { exact: true });
  } catch {
    // Not worth a toast: the badge comes back at the next read of the list, and the next message marks it again.
    markedUpTo.delete(conversationId);
  }
}

export function useChatMessages(customerId: string, conversationId: string | null, polling: boolean) {
  return useQuery(
    {
      queryKey: chatKeys.messages(customerId, conversationId ?? ""),
      queryFn: () => callApi<{ messages: ChatMessageDocument[] }>(`/chat/customer/messages/${segment(conversationId ?? "")}`).then((body) => body.messages),
      enabled: Boolean(conversationId),
      refetchInterval: polling ? CHAT_POLL_MS : false,
    },
    shopQueryClient,
  );
}

/** Adds messages to a conversation's list: each once, in time order. */
export function addMessages(customerId: string, conversationId: string, incoming: ChatMessageDocument[]): void {
  shopQueryClient.setQueryData<ChatMessageDocument[]>(chatKeys.messages(customerId, conversationId), (held) => {
    const byId = new Map((held ?? []).map((message) => [message._id, message]));
    for (const message of incoming) byId.set(message._id, message);
    return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
  });
}

/** The friend a message was sent to (or came from) moves to the top of the list. */
function moveToTop(customerId: string, message: ChatMessageDocument): void {
  shopQueryClient.setQueryData<ChatFriendDocument[]>(chatKeys.friends(customerId), (friends) => {
    if (!friends) return friends;
    const friend = friends.find((f) => f.conversationId === message.conversationId);
    if (!friend) return friends;
    // A seller's message is unread until the open conversation shows it (markChatRead).
    const unread = message.sender === "seller" ? friend.unread + 1 : friend.unread;
    const moved = { ...friend, lastMessage: message.message, updatedAt: message.createdAt, unread };
    return [moved, ...friends.filter((f) => f !== friend)];
  });
}

/** A message the stream brought: shown in its conversation, its friend moved up (or the list read again for a new one). */
export function receiveMessage(customerId: string, message: ChatMessageDocument): void {
  addMessages(customerId, message.conversationId, [message]);
  const known = shopQueryClient.getQueryData<ChatFriendDocument[]>(chatKeys.friends(customerId))?.some((f) => f.conversationId === message.conversationId);
  if (known) moveToTop(customerId, message);
  else void shopQueryClient.invalidateQueries({ queryKey: chatKeys.friends(customerId) });
}

/** Reads every chat query again (the stream (re)connected, or may have missed something). */
export function refreshChat(customerId: string): Promise<void> {
  return shopQueryClient.invalidateQueries({ queryKey: chatKeys.all(customerId) });
}

/** POST add-customer-friend: the conversation with a seller, opened or found; fills the caches. Returns its id. */
export async function openChatWith(customerId: string, sellerId: string): Promise<string> {
  const body = await callApi<{ messages: ChatMessageDocument[]; currentFd: { conversationId: string }; myFriends: ChatFriendDocument[] }>(
    "/chat/customer/add-customer-friend",
    { method: "POST", body: { sellerId } },
  );
  // A list read before this call made the conversation may still be on its way (the tab asks
  // for it as it opens, the stream's `ready` too): dropped, or it would put back a list without it.
  await shopQueryClient.cancelQueries({ queryKey: chatKeys.friends(customerId), exact: true });
  shopQueryClient.setQueryData(chatKeys.friends(customerId), body.myFriends);
  addMessages(customerId, body.currentFd.conversationId, body.messages);
  return body.currentFd.conversationId;
}

/** POST send-message-to-seller: shown at once, and its friend moved to the top. */
export async function sendChatMessage(customerId: string, conversationId: string, text: string): Promise<ChatMessageDocument> {
  const body = await callApi<{ message: ChatMessageDocument }>("/chat/customer/send-message-to-seller", {
    method: "POST",
    body: { conversationId, message: text },
  });
  addMessages(customerId, conversationId, [body.message]);
  moveToTop(customerId, body.message);
  return body.message;
}

/** The conversation's Send: the message shows once the server has it (no guess of its time or id). */
export const sendChatMutation = (customerId: string) =>
  mutationOptions({
    mutationKey: [...chatKeys.all(customerId), "send"],
    mutationFn: ({ conversationId, text }: { conversationId: string; text: string }) => sendChatMessage(customerId, conversationId, text),
  });
