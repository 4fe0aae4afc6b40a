"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { notify } from "@/components/ui/toast";
import { useSignedInCustomer } from "@/components/shop-data/session";
import { DESIGN_QUERY_LIMITS, DESIGN_QUERY_PICTURE_TYPES } from "@/lib/design-queries/limits";
import { FieldError } from "@/components/ui/field-error";

type Field = "name" | "email" | "phone" | "message" | "image";
type Values = Record<Exclude<Field, "image">, string>;

/** Scrolls `element` to the top of the view, less its scroll margin, and focuses it there. */
function bringIntoView(element: HTMLElement | null) {
  if (!element) return;
  element.scrollIntoView({ block: "start" });
  element.focus({ preventScroll: true });
}

const EMPTY: Values = { name: "", email: "", phone: "", message: "" };

/** The toast when the form is sent without a picture (its trailing space included). */
const NO_PICTURE_TOAST = "error ";

/**
 * Room above a field brought into view (the sticky header, 4 rem, and the field's label), so an
 * error the browser or the form points to never sits under the header.
 */
const belowHeader = "scroll-mt-28";

const input =
  `${belowHeader} mt-1.5 block min-h-12 w-full rounded-xl border border-line bg-white px-4 text-base text-ink focus:border-brand-700 aria-invalid:border-red-600`;
const label = "block text-sm font-semibold text-ink";

/** "phone: must be ..." from the server: the field it names, if it is one of the form's. */
function fieldOf(error: string): Field | null {
  const name = error.split(":")[0]?.trim();
  return name === "name" || name === "email" || name === "phone" || name === "message" || name === "image" ? name : null;
}

/**
 * The design query form: name, email, phone, message and one picture, all
 * required. The browser checks the text fields (required, e-mail type); a missing picture is
 * the spec's own case: the toast 'error ', and nothing is sent. On success the toast reads
 * 'Form submitted' and the form clears. A signed-in shopper finds their name and e-mail filled
 * in. The sending code is fetched on the first submit.
 */
export function QueryForm() {
  const id = useId();
  const customer = useSignedInCustomer();
  const [values, setValues] = useState<Values>(EMPTY);
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // Fill in who the shopper is once the session is known (React's "adjust state when a prop
  // changes", during render), without overwriting what they typed.
  const [filledFor, setFilledFor] = useState<string | null>(null);
  if (customer && filledFor !== customer.id) {
    setFilledFor(customer.id);
    setValues((current) => ({ ...current, name: current.name || customer.name, email: current.email || customer.email }));
  }

  const set = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function focus(field: Field) {
    bringIntoView(form.current?.elements.namedItem(field) as HTMLElement | null);
  }

  // The browser's own check (required, e-mail) points at the first field it refuses: scroll
  // that one into view below the sticky header (its scroll margin) before the browser shows
  // its message there, and focus it. Only the first of one submit's 'invalid' events counts.
  const pointed = useRef(false);
  function onInvalid(event: FormEvent<HTMLFormElement>) {
    if (pointed.current) return;
    pointed.current = true;
    setTimeout(() => (pointed.current = false), 0);
    bringIntoView(event.target as HTMLElement);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!picture) {
      setErrors({ image: "Choose a picture of your design (JPEG, PNG, WebP or AVIF)." });
      notify("error", NO_PICTURE_TOAST);
      bringIntoView(fileInput.current);
      return;
    }
    setErrors({});
    setReference(null);
    setSending(true);
    try {
      const body = new FormData();
      for (const [name, value] of Object.entries(values)) body.append(name, value);
      body.append("image", picture);
      const { sendDesignQuery } = await import("@/components/shop-data/design-query");
      const sent = await sendDesignQuery(body);
      notify("success", sent.message);
      setReference(sent.reference);
      setValues(EMPTY);
      setPicture(null);
      if (fileInput.current) fileInput.current.value = "";
    } catch (error) {
      const text = error instanceof Error ? error.message : "An error occurred";
      notify("error", text);
      const field = fieldOf(text);
      if (field) {
        setErrors({ [field]: text.slice(text.indexOf(":") + 1).trim().replace(/^./, (c) => c.toUpperCase()) });
        focus(field);
      }
    } finally {
      setSending(false);
    }
  }

  const describedBy = (field: Field, hint?: string) => [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(" ") || undefined;
  const error = (field: Field) => <FieldError id={`${id}-${field}-error`} error={errors[field]} />;

  return (
    <>
      <form ref={form} onSubmit={submit} onInvalidCapture={onInvalid} aria-busy={sending} className="grid gap-4 sm:grid-cols-2" data-testid="query-form">
        <div>
          <label htmlFor={`${id}-name`} className={label}>
            Name
          </label>
          <input
            id={`${id}-name`}
            name="name"
            required
            autoComplete="name"
            maxLength={DESIGN_QUERY_LIMITS.name}
            value={values.name}
            onChange={set("name")}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("name")}
            className={input}
          />
          {error("name")}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className={label}>
            Email
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            value={values.email}
            onChange={set("email")}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email")}
            className={input}
          />
          {error("email")}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-phone`} className={label}>
            Phone
          </label>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            inputMode="numeric"
            required
            autoComplete="tel-national"
            maxLength={16}
            value={values.phone}
            onChange={set("phone")}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy("phone", `${id}-phone-hint`)}
            className={`${input} sm:max-w-xs`}
          />
          <p id={`${id}-phone-hint`} className="mt-1 text-sm text-muted">
            Your 10-digit mobile number.
          </p>
          {error("phone")}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-image`} className={label}>
            Image upload
          </label>
          <input
            ref={fileInput}
            id={`${id}-image`}
            name="image"
            type="file"
            accept={DESIGN_QUERY_PICTURE_TYPES}
            aria-required="true"
            onChange={(event) => {
              setPicture(event.target.files?.[0] ?? null);
              if (errors.image) setErrors((current) => ({ ...current, image: undefined }));
            }}
            aria-invalid={errors.image ? true : undefined}
            aria-describedby={describedBy("image", `${id}-image-hint`)}
            className="mt-1.5 block w-full scroll-mt-28 rounded-xl border border-dashed border-line bg-surface p-3 text-base text-ink file:mr-4 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-900 file:px-5 file:font-bold file:text-white hover:file:bg-brand-800 aria-invalid:border-red-600"
          />
          <p id={`${id}-image-hint`} className="mt-1 text-sm text-muted">
            A sketch, a photo or your artwork: JPEG, PNG, WebP or AVIF, up to 5 MB.
          </p>
          {error("image")}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-message`} className={label}>
            Message
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            required
            rows={5}
            maxLength={DESIGN_QUERY_LIMITS.message}
            value={values.message}
            onChange={set("message")}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy("message")}
            className={`${input} py-3`}
          />
          {error("message")}
        </div>
        {reference ? (
          <p role="status" data-testid="query-reference" className="rounded-xl bg-brand-50 p-4 text-sm text-ink sm:col-span-2">
            Thank you: your query is with us. Your reference is <strong className="font-mono text-base">{reference}</strong>; quote it
            when you write or call about this design.
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={sending}
            className="min-h-12 w-full rounded-full bg-ink px-8 font-bold text-white hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
          >
            {sending ? "Sending…" : "Submit"}
          </button>
        </div>
      </form>
    </>
  );
}
