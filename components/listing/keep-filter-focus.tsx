"use client";

import { useEffect, useRef } from "react";

const KEY = "teerang:filter-focus";
/** A remembered choice older than this belongs to some other visit: ignored. */
const FRESH_MS = 10_000;

/**
 * Gives focus back to the filter a shopper just chose. Each choice is a link to a new view, and
 * a new view is a new page (Next renders the page anew for new search params), so the focused
 * link is replaced and focus would fall back to the top of the document: a keyboard or screen
 * reader user had to Tab 14 times to get back. The chosen link's id is remembered as it is
 * followed and the same choice in the new view is focused (or, when it can no longer be chosen,
 * the first of `fallbackIds` on screen: the phone's "Show results" link, or "Clear filters").
 * Without JavaScript the links still work; only this is lost.
 *
 * Rendered inside the panel, and looks only inside its own panel: Next keeps the page left
 * behind in the document, hidden, for Back, so the same ids exist twice.
 */
export function KeepFilterFocus({ fallbackIds }: { fallbackIds: string[] }) {
  const marker = useRef<HTMLSpanElement>(null);
  // Joined for the effect's dependency: a server component sends a new array with every render.
  const fallbacks = fallbackIds.join(" ");
  useEffect(() => {
    const fallbackIds = fallbacks.split(" ");
    const panel = marker.current?.closest("details");
    if (!panel) return;
    const inPanel = (id: string) => panel.querySelector<HTMLElement>(`#${CSS.escape(id)}`);
    const remembered = sessionStorage.getItem(KEY);
    if (remembered) {
      sessionStorage.removeItem(KEY);
      const [id, at] = remembered.split(" ");
      if (id && Date.now() - Number(at) < FRESH_MS) {
        const shown = [id, ...fallbackIds].map(inPanel).find((element) => element && (element.checkVisibility?.() ?? true));
        shown?.focus({ preventScroll: true });
      }
    }
    const remember = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest("a[id]");
      if (link && panel.contains(link) && !fallbackIds.includes(link.id)) sessionStorage.setItem(KEY, `${link.id} ${Date.now()}`);
    };
    panel.addEventListener("click", remember);
    return () => panel.removeEventListener("click", remember);
  }, [fallbacks]);
  return <span ref={marker} hidden />;
}
