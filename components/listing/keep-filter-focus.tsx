"use client";

import { useEffect } from "react";

const KEY = "teerang:filter-focus";
/** A remembered choice older than this belongs to some other visit: ignored. */
const FRESH_MS = 10_000;

/**
 * Gives focus back to the filter a shopper just chose. Each choice is a link to a new view, and
 * a new view is a new page (Next renders the page anew for new search params), so the focused
 * link is replaced and focus would fall back to the top of the document: a keyboard or screen
 * reader user had to Tab 14 times to get back. The chosen link's id is remembered as it is
 * followed and the same choice in the new view is focused (or, when it can no longer be chosen,
 * the panel's "Show results" link). Without JavaScript the links still work; only this is lost.
 */
export function KeepFilterFocus({ panelId, fallbackId }: { panelId: string; fallbackId: string }) {
  useEffect(() => {
    const panel = document.getElementById(panelId);
    if (!panel) return;
    const remembered = sessionStorage.getItem(KEY);
    if (remembered) {
      sessionStorage.removeItem(KEY);
      const [id, at] = remembered.split(" ");
      if (id && Date.now() - Number(at) < FRESH_MS) {
        const target = document.getElementById(id) ?? document.getElementById(fallbackId);
        if (target && panel.contains(target)) target.focus({ preventScroll: true });
      }
    }
    const remember = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest("a[id]");
      if (link && panel.contains(link) && link.id !== fallbackId) sessionStorage.setItem(KEY, `${link.id} ${Date.now()}`);
    };
    panel.addEventListener("click", remember);
    return () => panel.removeEventListener("click", remember);
  }, [panelId, fallbackId]);
  return null;
}
