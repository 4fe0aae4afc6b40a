"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { Toaster as Sonner, toast } from "sonner";
import { setToastRaiser, takeToasts, toastQueue } from "./toast";

/** The toasts' popover: raised above a modal dialog each time one opens (both sit in the top layer). */
function raise(layer: HTMLDivElement | null) {
  placeToasts();
  if (!layer || typeof layer.showPopover !== "function") return;
  if (layer.matches(":popover-open")) layer.hidePopover();
  layer.showPopover();
}

/**
 * The toasts start just below the sticky header as it is on screen now (under the promo bar at
 * the top of a page, at the top once scrolled), so they never cover its cart and account icons.
 */
function placeToasts() {
  const header = document.querySelector<HTMLElement>("[data-testid=site-header]");
  if (!header) return;
  const below = Math.max(0, Math.round(header.getBoundingClientRect().bottom)) + 8;
  document.documentElement.style.setProperty("--toast-top", `${below}px`);
}

/** The toasts' top edge: placeToasts' measure, or a header's height when nothing was measured. */
const TOAST_TOP = "var(--toast-top, 7.75rem)";

/** Success toasts stay 2 s, error toasts 4 s; a success with a way on 5 s (2 s is too short to reach its link). */
const DURATION = { success: 2000, error: 4000, successWithLink: 5000 } as const;

/** The lazily loaded toaster: shows what ./toast.ts queued. */
export default function Toaster() {
  const toasts = toastQueue.useValue();
  const layerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const layer = layerRef.current;
    setToastRaiser(() => raise(layer));
    raise(layer);
    return () => setToastRaiser(null);
  }, []);

  useEffect(() => {
    if (toasts.length === 0) return;
    placeToasts();
    for (const notice of toasts) {
      const action = notice.link ? (
        <Link href={notice.link.href} className="ml-auto shrink-0 rounded-full px-3 py-2 text-sm font-bold underline underline-offset-4 hover:bg-black/5" onClick={() => toast.dismiss()}>
          {notice.link.label}
        </Link>
      ) : undefined;
      // The text is a status (a page's tests and tools find it by that role); sonner's own list
      // is the live region that announces it, so the span itself stays quiet.
      const text = (
        <span role="status" aria-live="off">
          {notice.message}
        </span>
      );
      const options = { action, testId: "toast" };
      if (notice.kind === "success") toast.success(text, { ...options, duration: action ? DURATION.successWithLink : DURATION.success });
      else toast.error(text, { ...options, duration: DURATION.error });
    }
    takeToasts(toasts.map((notice) => notice.id));
  }, [toasts]);

  return createPortal(
    // A manual popover, so the toasts show above an open modal instead of under its backdrop.
    <div ref={layerRef} popover="manual" className="m-0 size-0 overflow-visible border-0 bg-transparent p-0">
      {/* The toasts sit below the sticky header so they never cover its buttons. */}
      <Sonner position="top-right" visibleToasts={20} richColors closeButton offset={{ top: TOAST_TOP }} mobileOffset={{ top: TOAST_TOP }} />
    </div>,
    document.body,
  );
}
