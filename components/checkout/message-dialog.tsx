"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A modal message ('Are you sure?', 'Order Placed', 'Error'): a native
 * <dialog>, so focus moves into it, stays there and comes back, and Escape closes it (as the
 * cancel choice when there is one).
 */
export function MessageDialog({
  title,
  text,
  confirmLabel = "OK",
  cancelLabel,
  onConfirm,
  onCancel,
  tone = "neutral",
  children,
}: {
  title: string;
  text: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
  tone?: "neutral" | "success" | "error";
  /** More to say below the text (the order's expected delivery). */
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const titleColour = tone === "success" ? "text-deal" : tone === "error" ? "text-red-700" : "text-ink";
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      role={tone === "error" ? "alertdialog" : "dialog"}
      onCancel={(event) => {
        event.preventDefault();
        (onCancel ?? onConfirm)();
      }}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] max-w-[calc(100vw-2rem)] rounded-2xl bg-white p-5 text-center break-words sm:p-6 text-ink shadow-2xl backdrop:bg-ink/60"
      data-testid="message-dialog"
    >
      <h2 id={titleId} className={`text-2xl font-extrabold ${titleColour}`}>
        {title}
      </h2>
      <p id={textId} className="mt-2 text-muted">
        {text}
      </p>
      {children}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {cancelLabel ? (
          <button type="button" onClick={onCancel} className="min-h-12 rounded-full border border-line px-6 font-semibold hover:border-brand-700">
            {cancelLabel}
          </button>
        ) : null}
        <button type="button" autoFocus onClick={onConfirm} className="min-h-12 rounded-full bg-brand-800 px-6 font-bold text-white hover:bg-brand-900">
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
