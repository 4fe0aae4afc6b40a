"use client";

import { useEffect, useId, useRef, useState } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { AlertCircleIcon, CheckCircleIcon, ShareIcon } from "./icons";

/** The two share dialogs, word for word. */
const outcomes = {
  copied: { title: "Copied!", text: "The product link has been copied to your clipboard." },
  failed: { title: "Failed!", text: "Unable to copy the link. Please try again." },
} as const;

type Outcome = keyof typeof outcomes;

/**
 * Share: the device's share sheet where there is one; otherwise the page's link is copied and
 * a dialog says whether that worked. The dialog is a modal <dialog>: focus moves to its close
 * button, Escape or the button closes it, and focus returns to the Share button.
 */
export function ShareButton({ title }: { title: string }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    if (outcome && !dialog.current?.open) dialog.current?.showModal();
  }, [outcome]);

  async function share() {
    const url = window.location.href.split("#")[0]!;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The shopper closed the share sheet: nothing to report. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome("copied");
    } catch {
      setOutcome("failed");
    }
  }

  const shown = outcome ? outcomes[outcome] : null;

  return (
    <>
      <button
        type="button"
        onClick={share}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        <ShareIcon size={18} />
        Share
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onClose={() => setOutcome(null)}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its box) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        data-testid="share-dialog"
        className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50"
      >
        {shown ? (
          <div className="relative flex flex-col items-center px-6 pb-6 pt-8 text-center">
            <button
              type="button"
              autoFocus
              onClick={() => dialog.current?.close()}
              aria-label="Close"
              className="absolute right-2 top-2 grid size-11 place-items-center rounded-full text-muted hover:bg-surface hover:text-ink"
            >
              <CloseIcon size={20} />
            </button>
            {outcome === "copied" ? (
              <CheckCircleIcon size={48} className="text-deal" />
            ) : (
              <AlertCircleIcon size={48} className="text-red-700" />
            )}
            <h2 id={`${id}-title`} className="mt-3 text-xl font-extrabold">
              {shown.title}
            </h2>
            <p id={`${id}-text`} className="mt-2 text-muted">
              {shown.text}
            </p>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="mt-5 inline-flex min-h-11 items-center rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900"
            >
              OK
            </button>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
