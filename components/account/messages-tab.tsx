"use client";

import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { notify } from "@/components/ui/toast";
import { ApiError, FALLBACK_ERROR, refusalText } from "@/components/shop-data/api";
import { markChatRead, openChatWith, sendChatMutation, useChatFriends, useChatMessages, type ChatFriendDocument } from "@/components/shop-data/chat";
import { useChatStream } from "@/components/shop-data/chat-stream";
import { shopQueryClient } from "@/components/shop-data/query-client";
import { CHAT_MESSAGE_MAX_LENGTH } from "@/lib/chat/limits";
import { formatCount } from "@/lib/format";
import { dayTimeInIndia } from "@/lib/india-dates";

const MAX_TEXT = formatCount(CHAT_MESSAGE_MAX_LENGTH);

const time = (iso: string) => dayTimeInIndia(new Date(iso));

/**
 * The dashboard's Messages tab: the shopper's conversations with
 * sellers, latest first, and the open one with its text box. Phones show one of the two (the
 * list, or the conversation with a way back); from the md breakpoint, side by side. `sellerId`
 * (from a product's 'Message the seller') opens or finds that seller's conversation. Messages
 * are plain React text, so markup anyone typed shows as the characters it is.
 */
export function MessagesTab({
  customerId,
  titleId,
  conversationId,
  sellerId,
  onOpen,
}: {
  customerId: string;
  titleId: string;
  conversationId: string | null;
  sellerId: string | null;
  onOpen: (conversationId: string | null, replace?: boolean) => void;
}) {
  const { live } = useChatStream(customerId);
  const friends = useChatFriends(customerId, !live);
  const opening = useRef<string | null>(null);

  // Arriving from a product: open (or find) the conversation with its seller, then keep its id in the address.
  useEffect(() => {
    if (!sellerId || opening.current === sellerId) return;
    opening.current = sellerId;
    openChatWith(customerId, sellerId)
      .then((id) => onOpen(id, true))
      .catch((error: unknown) => {
        notify("error", refusalText(error));
        onOpen(null, true);
      });
  }, [customerId, sellerId, onOpen]);

  const list = friends.data ?? [];
  const current = list.find((friend) => friend.conversationId === conversationId) ?? null;

  // A conversation the list does not hold yet (opened in another tab, or the list was read
  // just before it was made): read the list once more.
  const askedAgainFor = useRef<string | null>(null);
  const { isSuccess, refetch } = friends;
  useEffect(() => {
    if (!conversationId || current || !isSuccess || askedAgainFor.current === conversationId) return;
    askedAgainFor.current = conversationId;
    void refetch();
  }, [conversationId, current, isSuccess, refetch]);

  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id={titleId} className="text-3xl font-extrabold tracking-tight text-brand-900">
          Messages
        </h1>
        <p className="text-xs text-muted" data-testid="chat-live" data-live={live ? "yes" : "no"}>
          {live ? "Live" : "Checking for new messages every few seconds"}
        </p>
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label="Conversations" className={conversationId ? "hidden md:block" : "block"}>
          {friends.isPending && !sellerId ? (
            <div className="h-40 animate-pulse rounded-2xl bg-surface" aria-busy="true" aria-label="Loading your conversations" />
          ) : list.length === 0 && !sellerId ? (
            <p className="rounded-2xl border border-line p-5 text-sm text-muted">
              No conversations yet. Open a product and choose &lsquo;Message the seller&rsquo;.
            </p>
          ) : (
            <ul className="space-y-1 rounded-2xl border border-line p-2" data-testid="chat-friends">
              {list.map((friend) => (
                <li key={friend.conversationId}>
                  <FriendButton friend={friend} open={friend.conversationId === conversationId} onOpen={() => onOpen(friend.conversationId)} />
                </li>
              ))}
            </ul>
          )}
        </nav>
        <section className={conversationId ? "block min-w-0" : "hidden md:block"} aria-label={current ? `Conversation with ${current.name}` : "Conversation"}>
          {conversationId ? (
            <Conversation customerId={customerId} conversationId={conversationId} friend={current} polling={!live} onBack={() => onOpen(null)} />
          ) : (
            <p className="grid h-full min-h-40 place-items-center rounded-2xl border border-dashed border-line p-5 text-sm text-muted">
              {sellerId ? "Opening the conversation…" : "Choose a conversation to read it."}
            </p>
          )}
        </section>
      </div>
    </>
  );
}

function FriendButton({ friend, open, onOpen }: { friend: ChatFriendDocument; open: boolean; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={open ? "true" : undefined}
      className={`flex min-h-12 w-full flex-col items-start rounded-xl px-4 py-2 text-left ${open ? "bg-brand-800 text-white" : "text-ink hover:bg-brand-50"}`}
    >
      <span className="flex w-full items-center justify-between gap-2">
        <span className="font-semibold">{friend.name}</span>
        {friend.unread > 0 ? (
          <span className={`rounded-full px-2 py-0.5 text-[11px] font-bold ${open ? "bg-white text-brand-900" : "bg-red-600 text-white"}`}>
            {friend.unread} new<span className="sr-only"> {friend.unread === 1 ? "message" : "messages"}</span>
          </span>
        ) : null}
      </span>
      <span className={`line-clamp-1 break-all text-xs ${open ? "text-white/85" : "text-muted"}`}>{friend.lastMessage ?? "No messages yet"}</span>
    </button>
  );
}

function Conversation({
  customerId,
  conversationId,
  friend,
  polling,
  onBack,
}: {
  customerId: string;
  conversationId: string;
  friend: ChatFriendDocument | null;
  polling: boolean;
  onBack: () => void;
}) {
  const messages = useChatMessages(customerId, conversationId, polling);
  const [text, setText] = useState("");
  const sendMessage = useMutation(sendChatMutation(customerId), shopQueryClient);
  const sending = sendMessage.isPending;
  const list = useRef<HTMLOListElement>(null);
  const boxId = useId();
  const countId = useId();
  const count = messages.data?.length ?? 0;

  // The newest message in view whenever one arrives: the list scrolls, never the page (which
  // would push the conversation's heading off a phone's screen).
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count]);

  // On a phone the conversation opens whole on the screen: its heading just below the sticky
  // header, its text box above the bottom bar (its height is the screen's, less those two).
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (window.matchMedia("(max-width: 767px)").matches) root.current?.scrollIntoView({ block: "start" });
  }, [conversationId]);

  // What is on screen is read: the read mark moves up to the newest message shown, so the
  // account icon's badge (and other devices') drop the seller's replies seen here.
  const newest = messages.data?.at(-1);
  const unreadHere = friend?.unread ?? 0;
  useEffect(() => {
    if (!newest || (newest.sender !== "seller" && unreadHere === 0)) return;
    if (document.visibilityState !== "visible") return;
    void markChatRead(customerId, conversationId, newest._id);
  }, [customerId, conversationId, newest, unreadHere]);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const message = text.trim();
    if (!message || sending) return;
    try {
      await sendMessage.mutateAsync({ conversationId, text: message });
      setText("");
    } catch (error) {
      notify("error", refusalText(error));
    }
  }

  // Enter sends; Shift+Enter starts a new line (and typing with an input method is left alone).
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  const name = friend?.name ?? "the seller";
  return (
    <div
      ref={root}
      className="flex h-[calc(100dvh-4rem-3.5rem-env(safe-area-inset-bottom)-1rem)] scroll-mt-[4.5rem] flex-col rounded-2xl border border-line md:h-auto"
      data-testid="chat-conversation"
    >
      <div className="flex items-center gap-2 border-b border-line px-3 py-2">
        <button type="button" onClick={onBack} className="min-h-11 shrink-0 whitespace-nowrap rounded-lg px-2 font-semibold text-brand-800 underline underline-offset-4 md:hidden">
          <span aria-hidden="true">← </span>All messages
        </button>
        <h2 className="truncate text-lg font-bold text-ink">{friend?.name ?? "Conversation"}</h2>
      </div>
      <ol ref={list} className="min-h-32 flex-1 space-y-2 overflow-y-auto px-3 py-4 md:h-[50vh] md:min-h-64 md:flex-none" aria-live="polite" aria-label={`Messages with ${name}`} data-testid="chat-messages">
        {messages.isPending ? (
          <li className="text-sm text-muted">Loading messages…</li>
        ) : messages.isError && count === 0 ? (
          <li className="text-sm text-muted">{messages.error instanceof ApiError && messages.error.status === 404 ? "Conversation not found" : FALLBACK_ERROR}</li>
        ) : count === 0 ? (
          <li className="text-sm text-muted">No messages yet. Say hello, or ask about sizes, colours and delivery.</li>
        ) : (
          messages.data!.map((message) => {
            const mine = message.sender === "customer";
            return (
              <li key={message._id} className={`flex ${mine ? "justify-end" : "justify-start"}`} data-testid="chat-message" data-sender={message.sender}>
                <div className={`max-w-[85%] rounded-2xl px-3 py-2 ${mine ? "bg-brand-800 text-white" : "bg-surface text-ink"}`}>
                  <span className="sr-only">{mine ? "You: " : `${name}: `}</span>
                  <p className="whitespace-pre-wrap break-words text-sm">{message.message}</p>
                  <p className={`mt-1 text-[0.7rem] ${mine ? "text-white/85" : "text-muted"}`}>{time(message.createdAt)}</p>
                </div>
              </li>
            );
          })
        )}
      </ol>
      <form onSubmit={send} className="border-t border-line p-3">
        <label htmlFor={boxId} className="text-sm font-semibold text-ink">
          Message {name}
        </label>
        <textarea
          id={boxId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          rows={2}
          aria-describedby={countId}
          className="mt-1 block w-full resize-y rounded-xl border border-line px-3 py-2 text-base focus:border-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-800/30"
        />
        <div className="mt-2 flex items-center justify-between gap-3">
          <span id={countId} className="text-xs text-muted">
            {formatCount(text.length)} / {MAX_TEXT} · Enter sends, Shift+Enter for a new line
          </span>
          <button
            type="submit"
            disabled={sending || text.trim() === ""}
            className="min-h-11 rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60"
          >
            Send
          </button>
        </div>
      </form>
    </div>
  );
}
