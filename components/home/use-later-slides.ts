"use client";

import { useEffect, useState, type RefObject } from "react";
import { afterLoadWhenIdle } from "@/components/ui/after-load-when-idle";

/** How long the browser may stay busy after the page's load before the later slides come anyway. */
const IDLE_TIMEOUT_MS = 1500;

/**
 * Whether a carousel may draw its slides beyond the first yet. A lazy picture in a carousel is
 * not lazy: the browser's lazy-load margin reaches sideways too, so a phone fetched the two home
 * banners it does not show (38 kB) and a desktop one (32 kB) while the first banner, the page's
 * largest paint, was still loading. With `deferred`, the later slides are empty frames in the
 * first HTML, drawn once the page has loaded and the browser is idle, or at once when the
 * shopper reaches for the carousel (pointer, touch or keyboard focus).
 * Server and first client render agree (nothing drawn), so hydration never mismatches.
 */
export function useLaterSlides(deferred: boolean, rootRef: RefObject<HTMLElement | null>): boolean {
  const [drawn, setDrawn] = useState(!deferred);

  useEffect(() => {
    if (drawn) return;
    const root = rootRef.current;
    const draw = () => setDrawn(true);
    const cancelIdle = afterLoadWhenIdle(draw, { idleTimeoutMs: IDLE_TIMEOUT_MS, fallbackMs: 200 });
    const reach = ["pointerenter", "touchstart", "focusin"] as const;
    for (const type of reach) root?.addEventListener(type, draw, { passive: true });
    return () => {
      cancelIdle();
      for (const type of reach) root?.removeEventListener(type, draw);
    };
  }, [drawn, rootRef]);

  return drawn;
}
