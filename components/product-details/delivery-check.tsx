"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { checkDelivery, deliveryPin, PIN_HINT, PIN_PATTERN, promiseLine, rememberDeliveryPin } from "@/components/delivery/delivery-pin";
import type { DeliveryAnswer } from "@/components/shop-data/types";
import { TruckIcon } from "@/components/ui/icons";

type Outcome = { kind: "idle" } | { kind: "checking" } | { kind: "promise"; answer: DeliveryAnswer } | { kind: "refused"; message: string };

/**
 * Check delivery: the shopper's PIN code -> "Delivered by Tue, 2 Dec · Cash on delivery
 * available", or why not. A small island under the buttons of the stored product page: it asks
 * the API only when the shopper checks (or once on load for a PIN remembered from an earlier
 * product), so the page itself stays static and its largest paint is untouched.
 */
export function DeliveryCheck() {
  const remembered = deliveryPin.useValue();
  const [pin, setPin] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const asked = useRef<string | null>(null);
  const inputId = useId();
  const messageId = useId();
  const shown = pin ?? remembered ?? "";

  async function check(wanted: string) {
    if (!PIN_PATTERN.test(wanted)) {
      setOutcome({ kind: "refused", message: PIN_HINT });
      return;
    }
    asked.current = wanted;
    setOutcome({ kind: "checking" });
    try {
      const answer = await checkDelivery(wanted);
      if (asked.current !== wanted) return;
      rememberDeliveryPin(wanted);
      setOutcome({ kind: "promise", answer });
    } catch (error) {
      if (asked.current !== wanted) return;
      setOutcome({ kind: "refused", message: error instanceof Error ? error.message : "Could not check this PIN code." });
    }
  }

  // A PIN remembered from an earlier product is checked once, after the page has loaded.
  useEffect(() => {
    if (remembered && asked.current === null) void check(remembered);
  }, [remembered]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void check(shown.trim());
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-2xl border border-line p-4" data-testid="delivery-check">
      <h2 id={`${inputId}-title`} className="flex items-center gap-2 text-sm font-bold text-ink">
        <TruckIcon size={18} className="text-brand-800" />
        Check delivery
      </h2>
      <form className="mt-3 flex gap-2" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="sr-only">
          PIN code
        </label>
        <input
          id={inputId}
          name="pin"
          value={shown}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, "").slice(0, 6))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="PIN code"
          aria-describedby={messageId}
          aria-invalid={outcome.kind === "refused" ? true : undefined}
          className="h-11 w-full min-w-0 rounded-xl border border-line px-3 text-base text-ink outline-none focus-visible:ring-2 focus-visible:ring-brand-700 sm:max-w-48"
          data-testid="delivery-pin"
        />
        <button
          type="submit"
          disabled={outcome.kind === "checking"}
          className="h-11 shrink-0 rounded-xl bg-ink px-5 text-sm font-bold text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {outcome.kind === "checking" ? "Checking…" : "Check"}
        </button>
      </form>
      <div id={messageId} aria-live="polite" className="mt-3 text-sm leading-6" data-testid="delivery-outcome">
        {outcome.kind === "promise" ? (
          <>
            <p className="font-semibold text-ink" data-testid="delivery-promise">
              {promiseLine(outcome.answer)}
            </p>
            <p className="text-muted">
              To {outcome.answer.district}, {outcome.answer.state} {outcome.answer.pin}
              {outcome.answer.cashOnDelivery.reason ? `. ${outcome.answer.cashOnDelivery.reason}` : ""}
            </p>
          </>
        ) : outcome.kind === "refused" ? (
          <p className="font-semibold text-red-700" data-testid="delivery-refusal">
            {outcome.message}
          </p>
        ) : (
          <p className="text-muted">Enter your PIN code to see when this reaches you.</p>
        )}
      </div>
    </section>
  );
}
