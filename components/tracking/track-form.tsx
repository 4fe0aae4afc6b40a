"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useSearchParams } from "next/navigation";
import { FieldError } from "@/components/ui/field-error";
import type { TrackedOrderDocument } from "@/components/shop-data/types";
import { trackOrderInput } from "@/lib/tracking/input";
import { TrackedOrder } from "./tracked-order";

type Field = "orderNumber" | "contact";

const input = "mt-1.5 block min-h-12 w-full rounded-xl border border-line bg-white px-4 text-base text-ink focus:border-brand-700 aria-invalid:border-red-600";
const label = "block text-sm font-semibold text-ink";

/** "contact: must be ..." -> the field and its words, capitalised. */
function splitFieldError(text: string): { field: Field; words: string } | null {
  const at = text.indexOf(":");
  const name = text.slice(0, at).trim();
  if (name !== "orderNumber" && name !== "contact") return null;
  return { field: name, words: text.slice(at + 1).trim().replace(/^./, (c) => c.toUpperCase()) };
}

/**
 * The tracking form: the order number (filled in from `?order=` when the confirmation mail's
 * link brought the shopper) and the phone or e-mail on the order. Checked here with the
 * server's own rules, then sent in a POST body; the found order replaces nothing on the page
 * but appears below, its heading focused so a screen reader reads it next. A miss is said in
 * the server's words in an alert under the form.
 */
export function TrackForm() {
  const id = useId();
  const fromMail = useSearchParams().get("order") ?? "";
  const [orderNumber, setOrderNumber] = useState(fromMail ? `#${fromMail.replace(/^#/, "").toUpperCase()}` : "");
  const [contact, setContact] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [order, setOrder] = useState<TrackedOrderDocument | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);

  function focusField(field: Field) {
    (form.current?.elements.namedItem(field) as HTMLElement | null)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setRefusal(null);
    const checked = trackOrderInput.safeParse({ orderNumber, contact });
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === "orderNumber" || field === "contact") && !found[field]) found[field] = issue.message.replace(/^./, (c) => c.toUpperCase());
      }
      setErrors(found);
      focusField(found.orderNumber ? "orderNumber" : "contact");
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { trackOrder } = await import("@/components/shop-data/tracking");
      const tracked = await trackOrder(orderNumber, contact);
      // Drawn now, so its heading exists to be focused: a frame later was not always enough on a
      // busy phone (the render can yield past it), and focus stayed on the button.
      flushSync(() => setOrder(tracked));
      heading.current?.focus();
    } catch (error) {
      setOrder(null);
      const text = error instanceof Error ? error.message : "An error occurred";
      const field = splitFieldError(text);
      if (field) {
        setErrors({ [field.field]: field.words });
        focusField(field.field);
      } else setRefusal(text);
    } finally {
      setBusy(false);
    }
  }

  const describedBy = (field: Field, hint: string) => [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(" ");

  return (
    <div className="grid gap-6">
      <form ref={form} onSubmit={submit} noValidate aria-busy={busy} className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-line sm:grid-cols-2 sm:p-8" data-testid="track-form">
        <div>
          <label htmlFor={`${id}-orderNumber`} className={label}>
            Order number
          </label>
          <input
            id={`${id}-orderNumber`}
            name="orderNumber"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            placeholder="#1A2B3C4D"
            value={orderNumber}
            onChange={(event) => {
              setOrderNumber(event.target.value);
              if (errors.orderNumber) setErrors((current) => ({ ...current, orderNumber: undefined }));
            }}
            aria-invalid={errors.orderNumber ? true : undefined}
            aria-describedby={describedBy("orderNumber", `${id}-orderNumber-hint`)}
            className={`${input} font-mono uppercase`}
          />
          <p id={`${id}-orderNumber-hint`} className="mt-1 text-sm text-muted">
            In your confirmation mail, after &ldquo;Order&rdquo;.
          </p>
          <FieldError id={`${id}-orderNumber-error`} error={errors.orderNumber} />
        </div>
        <div>
          <label htmlFor={`${id}-contact`} className={label}>
            Mobile number or e-mail
          </label>
          <input
            id={`${id}-contact`}
            name="contact"
            required
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            maxLength={254}
            value={contact}
            onChange={(event) => {
              setContact(event.target.value);
              if (errors.contact) setErrors((current) => ({ ...current, contact: undefined }));
            }}
            aria-invalid={errors.contact ? true : undefined}
            aria-describedby={describedBy("contact", `${id}-contact-hint`)}
            className={input}
          />
          <p id={`${id}-contact-hint`} className="mt-1 text-sm text-muted">
            The one on the order&rsquo;s delivery address or your account.
          </p>
          <FieldError id={`${id}-contact-error`} error={errors.contact} />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-brand-900 px-6 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900 disabled:opacity-70 sm:w-auto"
          >
            {busy ? "Looking up your order…" : "Track order"}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {refusal ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800 ring-1 ring-red-200" data-testid="track-refusal">
            {refusal}
          </p>
        ) : null}
      </div>
      {order ? <TrackedOrder order={order} headingRef={heading} /> : null}
    </div>
  );
}
