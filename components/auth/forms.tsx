"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { forgotPasswordInput, loginInput, registerDetails, registerInput, resetPasswordInput } from "@/lib/accounts/schemas";
import { PASSWORD_MIN_CHARACTERS } from "@/lib/auth/password-rules";
import { notify } from "@/components/ui/toast";
import { openAuth } from "./auth-store";
import { safeNext } from "./safe-next";
import { refreshSignedInCustomer } from "@/components/shop-data/session";

/**
 * The account forms (spec §2 "Modals", §4, §5, §8), used by the modals, the /login page and
 * the dashboard. Each checks the shared zod schema first (errors next to the fields), then
 * calls the API; server errors are toasts with the spec's fallbacks.
 */

type Errors = Record<string, string>;
type Answer = { ok: boolean; status: number; body: { message?: unknown; error?: unknown } };

export const FALLBACK = {
  account: "An unexpected error occurred.",
  sendOtp: "User Not found",
  reset: "Failed to verify OTP or reset password.",
  resetInline: "An error occurred while resetting the password.",
} as const;

async function postJson(url: string, payload: unknown): Promise<Answer | null> {
  try {
    const response = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    });
    const body = (await response.json().catch(() => ({}))) as Answer["body"];
    return { ok: response.ok, status: response.status, body };
  } catch (error) {
    console.error(`POST ${url} failed`, error);
    return null;
  }
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value : null;
}

/** zod issues -> "Label problem" per field (first issue wins). */
function fieldErrors(error: z.ZodError, labels: Record<string, string>): Errors {
  const errors: Errors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (errors[key]) continue;
    errors[key] = `${labels[key] ?? "This field"} ${issue.message}`;
  }
  return errors;
}

function formValues(form: HTMLFormElement): Record<string, string> {
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
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
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

function LinkButton({ onClick, children, testId }: { onClick: () => void; children: ReactNode; testId?: string }) {
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

/**
 * After signing in or registering: spec §4 says go to "/", but a shopper the sign-in gate
 * stopped (`next` is the page they were on) stays there, and the action they asked for has
 * already run with the new session (components/auth/sign-in-gate.ts).
 */
function goOn(router: ReturnType<typeof useRouter>, next: string | null | undefined) {
  // Every caller's `next` goes through the same check as /login's: never off the shop.
  const target = safeNext(next) ?? "/";
  const here = `${window.location.pathname}${window.location.search}`;
  if (target === here) return;
  router.push(target);
}

/** Sign In: email, password, LOGIN; links to the reset and register modals. */
export function SignInForm({
  next,
  defaultEmail,
  onSignedIn,
}: {
  /** Where to go after signing in; "/" by default (spec §4). */
  next?: string | null;
  defaultEmail?: string;
  onSignedIn?: () => void;
}) {
  const router = useRouter();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginInput.safeParse(formValues(event.currentTarget));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, { email: "Email", password: "Password" }));
      return;
    }
    setErrors({});
    setBusy(true);
    const answer = await postJson("/api/customer/customer-login", parsed.data);
    if (!answer?.ok) {
      setBusy(false);
      notify("error", text(answer?.body.error) ?? FALLBACK.account);
      return;
    }
    await refreshSignedInCustomer();
    setBusy(false);
    notify("success", text(answer.body.message) ?? "Signed in");
    onSignedIn?.();
    goOn(router, next);
  }

  return (
    <form noValidate onSubmit={submit} data-testid="sign-in-form">
      <Field name="email" label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email} defaultValue={defaultEmail} />
      <Field name="password" label="Password" type="password" autoComplete="current-password" error={errors.password} />
      <div className="mt-2 text-right text-sm">
        <LinkButton onClick={() => openAuth("reset")}>Forgot your password?</LinkButton>
      </div>
      <SubmitButton busy={busy}>{busy ? "Signing in…" : "Login"}</SubmitButton>
      <p className="mt-4 text-center text-sm text-muted">
        New to TeeRang? <LinkButton onClick={() => openAuth("register")}>Create An Account</LinkButton>
      </p>
    </form>
  );
}

/** Register: Name, Phone Number, Email, Password; Login here. */
/**
 * Register: Name, Phone Number, Email, Password -> a 6-digit code by e-mail -> the account,
 * signed in. The first answer is the same whether or not the e-mail has an account (the mail
 * says which), so the form always asks for the code next; the details stay in the form's state
 * and go again with the code.
 */
export function RegisterForm({ next, onRegistered }: { next?: string | null; onRegistered?: () => void }) {
  const router = useRouter();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [details, setDetails] = useState<z.infer<typeof registerDetails> | null>(null);
  // What was sent last, to fill the form again when the shopper goes back to correct it.
  const [draft, setDraft] = useState<z.infer<typeof registerDetails> | null>(null);
  const [inlineError, setInlineError] = useState<string | null>(null);

  async function askForCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = registerDetails.safeParse(formValues(event.currentTarget));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, { name: "Name", phone: "Phone number", email: "Email", password: "Password" }));
      return;
    }
    setErrors({});
    setBusy(true);
    const answer = await postJson("/api/customer/customer-register", parsed.data);
    setBusy(false);
    if (!answer?.ok) {
      notify("error", text(answer?.body.error) ?? FALLBACK.account);
      return;
    }
    notify("success", text(answer.body.message) ?? "Code sent");
    setInlineError(null);
    setDraft(parsed.data);
    setDetails(parsed.data);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!details) return;
    const parsed = registerInput.safeParse({ ...details, otp: formValues(event.currentTarget).otp });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, { otp: "Code" }));
      return;
    }
    setErrors({});
    setInlineError(null);
    setBusy(true);
    const answer = await postJson("/api/customer/customer-register", parsed.data);
    if (!answer?.ok) {
      setBusy(false);
      const serverError = text(answer?.body.error) ?? FALLBACK.account;
      notify("error", serverError);
      setInlineError(serverError);
      return;
    }
    // The API also starts a session: the header shows the name at once.
    await refreshSignedInCustomer();
    setBusy(false);
    notify("success", text(answer.body.message) ?? "Account created");
    // Spec §4 then opens the login modal, though registering has already signed the shopper
    // in: that was a dead end. The shopper goes on, signed in, with what they were doing.
    onRegistered?.();
    goOn(router, next);
  }

  if (details) {
    return (
      // A key of its own: React would otherwise keep the details' inputs, typed values and all.
      <form key="code" noValidate onSubmit={confirm} data-testid="register-code-form">
        <p className="mt-2 text-sm text-muted">
          We sent a 6-digit code to <strong className="text-ink">{details.email}</strong>. Enter it to finish creating your account.
          If the e-mail already has an account, the mail says how to sign in instead.
        </p>
        <Field name="otp" label="Code" inputMode="numeric" autoComplete="one-time-code" error={errors.otp} maxLength={6} autoFocus />
        {inlineError ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {inlineError}
          </p>
        ) : null}
        <SubmitButton busy={busy}>{busy ? "Creating…" : "Create Account"}</SubmitButton>
        <p className="mt-4 text-center text-sm text-muted">
          Wrong details or no mail? <LinkButton onClick={() => setDetails(null)}>Go back</LinkButton>
        </p>
      </form>
    );
  }

  return (
    <form key="details" noValidate onSubmit={askForCode} data-testid="register-form">
      <Field name="name" label="Name" autoComplete="name" error={errors.name} maxLength={80} defaultValue={draft?.name} />
      <Field
        name="phone"
        label="Phone Number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={errors.phone}
        defaultValue={draft?.phone}
      />
      <Field name="email" label="Email" type="email" inputMode="email" autoComplete="email" error={errors.email} defaultValue={draft?.email} />
      <Field
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password}
        defaultValue={draft?.password}
        hint={`At least ${PASSWORD_MIN_CHARACTERS} characters.`}
      />
      <SubmitButton busy={busy}>{busy ? "Sending…" : "Register"}</SubmitButton>
      <p className="mt-4 text-center text-sm text-muted">
        Already have an account? <LinkButton onClick={() => openAuth("signin")}>Login here</LinkButton>
      </p>
    </form>
  );
}

export const OTP_SECONDS = 120;
export const OTP_EXPIRED = "OTP has expired. Please request a new one.";

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** Reset Password: email -> Send OTP; then OTP, New Password, Confirm Password with a 2-minute countdown. */
export function ResetPasswordForm({ onCancel }: { onCancel: () => void }) {
  const [step, setStep] = useState<"email" | "otp">("email");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(false);
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [left, setLeft] = useState(OTP_SECONDS);

  useEffect(() => {
    if (step !== "otp") return;
    const timer = window.setInterval(() => {
      setLeft((seconds) => {
        if (seconds <= 1) {
          window.clearInterval(timer);
          // At 0: say so and go back to the email step, the timer reset.
          setExpired(true);
          setStep("email");
          return OTP_SECONDS;
        }
        return seconds - 1;
      });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [step]);

  async function sendOtp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordInput.safeParse(formValues(event.currentTarget));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, { email: "Email" }));
      return;
    }
    setErrors({});
    setBusy(true);
    const answer = await postJson("/api/forgot-password", parsed.data);
    setBusy(false);
    if (!answer?.ok) {
      notify("error", text(answer?.body.error) ?? text(answer?.body.message) ?? FALLBACK.sendOtp);
      return;
    }
    notify("success", text(answer.body.message) ?? "Code sent");
    setEmail(parsed.data.email);
    setExpired(false);
    setInlineError(null);
    setLeft(OTP_SECONDS);
    setStep("otp");
  }

  async function reset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const parsed = resetPasswordInput.safeParse({ email, otp: values.otp, npassword: values.npassword });
    const found = parsed.success ? {} : fieldErrors(parsed.error, { otp: "OTP", npassword: "New password" });
    if (values.npassword !== values.confirm) found.confirm = "Passwords do not match";
    if (!parsed.success || found.confirm) {
      setErrors(found);
      return;
    }
    setErrors({});
    setInlineError(null);
    setBusy(true);
    const answer = await postJson("/api/reset-password", parsed.data);
    setBusy(false);
    if (!answer?.ok) {
      const serverError = text(answer?.body.error);
      notify("error", serverError ?? FALLBACK.reset);
      setInlineError(serverError ?? FALLBACK.resetInline);
      return;
    }
    notify("success", text(answer.body.message) ?? "Password changed");
    // Spec §4: the reset modal closes and the sign-in modal opens.
    openAuth("signin", { email, afterReset: true, next: null });
  }

  const footer = (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
      <button
        type="button"
        onClick={onCancel}
        className="inline-flex min-h-11 items-center rounded-full border border-line px-5 font-semibold text-ink hover:border-brand-700"
      >
        Cancel
      </button>
      <LinkButton onClick={() => openAuth("signin")}>Login Your Account</LinkButton>
    </div>
  );

  if (step === "email") {
    return (
      <form noValidate onSubmit={sendOtp} data-testid="reset-email-form">
        {expired ? (
          <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {OTP_EXPIRED}
          </p>
        ) : (
          <p className="mt-2 text-sm text-muted">Enter your account&apos;s e-mail and we will send you a 6-digit code.</p>
        )}
        <Field name="email" label="Email" type="email" inputMode="email" autoComplete="email" error={errors.email} defaultValue={email} />
        <SubmitButton busy={busy}>{busy ? "Sending…" : "Send OTP"}</SubmitButton>
        {footer}
      </form>
    );
  }

  return (
    <form noValidate onSubmit={reset} data-testid="reset-otp-form">
      <p className="mt-2 text-sm text-muted">
        We sent a code to <strong className="text-ink">{email}</strong>.
      </p>
      <p className="mt-2 text-sm font-semibold text-ink" data-testid="otp-countdown">
        Code expires in <span aria-hidden="true">{clock(left)}</span>
        <span className="sr-only">{Math.ceil(left / 60)} minutes or less</span>
      </p>
      <Field name="otp" label="OTP" inputMode="numeric" autoComplete="one-time-code" error={errors.otp} maxLength={6} autoFocus />
      <Field name="npassword" label="New Password" type="password" autoComplete="new-password" error={errors.npassword} />
      <Field name="confirm" label="Confirm Password" type="password" autoComplete="new-password" error={errors.confirm} />
      {inlineError ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {inlineError}
        </p>
      ) : null}
      <SubmitButton busy={busy}>{busy ? "Updating…" : "Reset Password"}</SubmitButton>
      {footer}
    </form>
  );
}
