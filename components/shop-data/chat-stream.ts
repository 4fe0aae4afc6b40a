"use client";

import { useEffect, useState } from "react";
import type { ChatMessageDocument } from "@/lib/chat/documents";
import { receiveMessage, refreshChat } from "./chat";

/**
 * The live part of the chat: one EventSource on /api/chat/customer/stream while the Messages
 * tab is open. Each `message` lands in its conversation; `ready` (every (re)connection) and
 * `resync` read the chat again, so nothing sent while it was connecting is missed. While the
 * stream is down the tab polls (`live` false: the queries' refetchInterval); the browser
 * reconnects by itself after a drop, and a stream it gave up on (a refusal) is tried again here.
 */

const TRY_AGAIN_MS = 15_000;

export function useChatStream(customerId: string): { live: boolean } {
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const connect = () => {
      source = new EventSource("/api/chat/customer/stream");
      source.addEventListener("ready", () => {
        setLive(true);
        void refreshChat(customerId);
      });
      source.addEventListener("resync", () => void refreshChat(customerId));
      source.addEventListener("message", (event) => {
        try {
          receiveMessage(customerId, JSON.parse((event as MessageEvent<string>).data) as ChatMessageDocument);
        } catch {
          void refreshChat(customerId);
        }
      });
      source.addEventListener("error", () => {
        setLive(false);
        // CLOSED: the browser will not reconnect (the server refused); CONNECTING: it is already trying.
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          source.close();
          retry = setTimeout(connect, TRY_AGAIN_MS);
        }
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
      setLive(false);
    };
  }, [customerId]);

  return { live };
}
