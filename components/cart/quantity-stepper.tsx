"use client";

import { MinusIcon, PlusIcon } from "@/components/product-details/icons";

const stepButton =
  "grid size-11 place-items-center rounded-full text-ink transition-colors hover:bg-brand-50 hover:text-brand-800 disabled:cursor-not-allowed disabled:text-line disabled:hover:bg-transparent";

/**
 * A cart line's quantity: each step is a call (the server holds the limits: never above
 * the stock, never below 1; its refusal is shown as a toast). Buttons stay enabled at the limits
 * so the shopper hears why, except while a call is on its way.
 */
export function QuantityStepper({
  name,
  quantity,
  busy,
  onStep,
}: {
  name: string;
  quantity: number;
  busy: boolean;
  onStep: (direction: "inc" | "dec") => void;
}) {
  return (
    <div role="group" aria-label={`Quantity of ${name}`} className="inline-flex items-center gap-1 rounded-full border border-line p-0.5">
      <button type="button" className={stepButton} disabled={busy} onClick={() => onStep("dec")} aria-label={`Decrease quantity of ${name}`}>
        <MinusIcon />
      </button>
      <output aria-live="polite" className="w-8 text-center font-bold tabular-nums" data-testid="line-quantity">
        {quantity}
      </output>
      <button type="button" className={stepButton} disabled={busy} onClick={() => onStep("inc")} aria-label={`Increase quantity of ${name}`}>
        <PlusIcon />
      </button>
    </div>
  );
}
