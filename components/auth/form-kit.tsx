"use client";

import type { useRouter } from "next/navigation";
import { useId, type ReactNode } from "react";
import type { z } from "zod";
import { FieldError } from "@/components/ui/field-error";
import { safeNext } from "./safe-next";

/**
 * The account forms' small kit (./sign-in-form.tsx, ./register-form.tsx,
 * ./reset-password-form.tsx): a field with its label, hint and error, the submit button, a
 * link-styled button, the error line under a form, and the zod and FormData helpers.
 */
export type Errors = Record<string, string>;

/** What a refused account call says when the server said nothing usable. */
export const FALLBACK = {
  account: "An unexpected error occurred.",
  sendOtp: "User Not found",
  reset: "Failed to verify OTP or reset password.",
  resetInline: "An error occurred while resetting the password.",
} as const;

/** zod issues -> "Label problem" per field (first issue wins). */
export function fieldErrors(error: z.ZodError, labels: Record<string, string>): Errors {
  const errors: Errors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (errors[key]) continue;
    errors[key] = `${labels[key] ?? "This field"} ${issue.message}`;
  }
  return errors;
}

export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) values[key] = typeof value === "string" ? value : "";
  return values;
}

export function Field({
  name,
  label,
  type = "text",
  error,
  autoComplete,
  inputMode,
  defaultValue,
  autoFocus,
  maxLength,
  hint,
}: {
  /** A rule shown under the field before anything is typed (e.g. the password rule). */
  hint?: string;
  name: string;
  label: string;
  type?: string;
  error?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "tel" | "text";
  defaultValue?: string;
  autoFocus?: boolean;
  maxLength?: number;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        inputMode={inputMode}
        defaultValue={defaultValue}
        autoFocus={autoFocus}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1.5 block min-h-12 w-full rounded-xl border border-line bg-white px-4 text-base text-ink placeholder:text-muted focus:border-brand-700 aria-invalid:border-red-600"
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand-800 px-6 font-bold uppercase tracking-wide text-white hover:bg-brand-900 disabled:opacity-60"
    >
      {children}
    </button>
  );
}

export function LinkButton({ onClick, children, testId }: { onClick: () => void; children: ReactNode; testId?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-600"
    >
      {children}
    </button>
  );
}

/** A refusal said under the form as well as in a toast (it stays while the shopper corrects). */
export function ErrorLine({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="mt-3 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

/**
 * After signing in or registering: go to "/", but a shopper the sign-in gate
 * stopped (`next` is the page they were on) stays there, and the action they asked for has
 * already run with the new session (components/auth/sign-in-gate.ts).
 */
export function goOn(router: ReturnType<typeof useRouter>, next: string | null | undefined) {
  // Every caller's `next` goes through the same check as /login's: never off the shop.
  const target = safeNext(next) ?? "/";
  const here = `${window.location.pathname}${window.location.search}`;
  if (target === here) return;
  router.push(target);
}
