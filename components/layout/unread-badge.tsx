"use client";

import { useUnreadCount } from "@/components/shop-data/badges";

/** "2 unread messages": the words screen readers hear where the badge shows the number. */
export function unreadWords(count: number): string {
  return `${count} unread ${count === 1 ? "message" : "messages"}`;
}

/**
 * The name of a control carrying the badge: "Open menu, 1 unread message". Given as its
 * aria-label: a visually hidden text inside the control is read with a stray space before it.
 */
export function useUnreadLabel(name: string): string {
  const messages = useUnreadCount();
  return messages > 0 ? `${name}, ${unreadWords(messages)}` : name;
}

/**
 * The sellers' unread messages on the account icon (and on the phone's menu button, where the
 * account lives): a dot with the number; the control's name says it (useUnreadLabel). Shown
 * only above 0; read from the chat list in the query cache for a signed-in shopper.
 */
export function UnreadBadge({ testId, className = "" }: { testId: string; className?: string }) {
  const messages = useUnreadCount();
  if (messages <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className={`grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-white ${className}`}
    >
      {messages > 99 ? "99+" : messages}
    </span>
  );
}
