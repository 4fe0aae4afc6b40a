"use client";

import { useMutation } from "@tanstack/react-query";
import { useId, useRef } from "react";
import { notify } from "@/components/ui/toast";
import { cancelOrderMutation } from "@/components/shop-data/orders";
import { shopQueryClient } from "@/components/shop-data/query-client";
import { policyText } from "@/lib/policies";

/**
 * Cancel order, asked twice: the button opens a modal <dialog> (focus moves to "Keep order",
 * Escape or a click outside keeps the order) and only "Yes, cancel order" calls the API. The
 * order's query is asked again afterwards, so the page shows it cancelled; `onCancelled` lets
 * the page put focus somewhere that still exists, as this button then goes.
 */
export function CancelOrderButton({
  customerId,
  orderId,
  paid,
  onCancelled,
}: {
  customerId: string;
  orderId: string;
  paid: boolean;
  onCancelled: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useMutation(cancelOrderMutation(customerId), shopQueryClient);
  const busy = cancel.isPending;
  const id = useId();

  async function confirm() {
    try {
      const message = await cancel.mutateAsync(orderId);
      dialog.current?.close();
      notify("success", message);
      onCancelled();
    } catch (error) {
      dialog.current?.close();
      notify("error", error instanceof Error ? error.message : "The order could not be cancelled.");
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="inline-flex min-h-12 items-center justify-center rounded-full border-2 border-red-700 px-6 font-semibold text-red-800 hover:bg-red-50"
      >
        Cancel order
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its box) keeps the order.
          if (event.target === event.currentTarget && !busy) event.currentTarget.close();
        }}
        onCancel={(event) => {
          if (busy) event.preventDefault();
        }}
        data-testid="cancel-dialog"
        className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50"
      >
        <div className="p-6">
          <h2 id={`${id}-title`} className="text-xl font-extrabold">
            Cancel this order?
          </h2>
          <p id={`${id}-text`} className="mt-2 text-muted">
            Its items go back on sale and a coupon you used can be used again.{" "}
            {paid ? `As you paid online, your refund reaches you in ${policyText.refund}.` : "Nothing is charged."} This cannot be undone.
          </p>
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <button
              type="button"
              autoFocus
              disabled={busy}
              onClick={() => dialog.current?.close()}
              className="inline-flex min-h-12 items-center justify-center rounded-full border border-brand-200 px-5 font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50 disabled:opacity-60"
            >
              Keep order
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={confirm}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {busy ? "Cancelling..." : "Yes, cancel order"}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
