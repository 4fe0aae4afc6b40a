"use client";

import { useCallback, useEffect, useState } from "react";

type Toast = { id: number; text: string; tone: "success" | "error" };

/** Success toasts stay 2 s, error toasts 4 s. */
const TOAST_MS = { success: 2000, error: 4000 } as const;

/**
 * A tiny toast for this page (sonner would add to its JS): one message at a time, shown top
 * right. The live region is always in the page, so screen readers announce each new message.
 */
export function useToast() {
  const [toast, setToast] = useState<Toast | null>(null);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS[toast.tone]);
    return () => clearTimeout(timer);
  }, [toast]);

  const show = useCallback((text: string, tone: Toast["tone"] = "success") => {
    setToast({ id: Date.now(), text, tone });
  }, []);

  const region = (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-3 top-3 z-50 flex justify-center sm:inset-x-auto sm:right-4 sm:top-4"
    >
      {toast ? (
        <p
          key={toast.id}
          data-testid="toast"
          className={`rounded-xl px-4 py-3 text-sm font-semibold shadow-lg ring-1 ${
            toast.tone === "success" ? "bg-ink text-white ring-black/10" : "bg-red-50 text-red-800 ring-red-200"
          }`}
        >
          {toast.text}
        </p>
      ) : null}
    </div>
  );

  return { show, region };
}
