"use client";

import { useMutation } from "@tanstack/react-query";
import { callApi, messageOf, refusalText } from "@/components/shop-data/api";
import { shopQueryClient } from "@/components/shop-data/query-client";
import { useEffect, useState, type FormEvent } from "react";
import type { z } from "zod";
import { notify } from "@/components/ui/toast";
import { forgotPasswordInput, resetPasswordInput } from "@/lib/accounts/schemas";
import { openAuth } from "./auth-store";
import { ErrorLine, FALLBACK, Field, fieldErrors, formValues, LinkButton, SubmitButton, type Errors } from "./form-kit";

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
  const sendCode = useMutation(
    {
      mutationFn: async (input: z.infer<typeof forgotPasswordInput>) =>
        messageOf(await callApi<unknown>("/forgot-password", { method: "POST", body: input, fallback: FALLBACK.sendOtp }), "Code sent"),
    },
    shopQueryClient,
  );
  const resetPassword = useMutation(
    {
      mutationFn: async (input: z.infer<typeof resetPasswordInput>) =>
        messageOf(await callApi<unknown>("/reset-password", { method: "POST", body: input, fallback: FALLBACK.reset }), "Password changed"),
    },
    shopQueryClient,
  );
  const busy = sendCode.isPending || resetPassword.isPending;
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
    try {
      notify("success", await sendCode.mutateAsync(parsed.data));
    } catch (error) {
      notify("error", refusalText(error));
      return;
    }
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
    try {
      notify("success", await resetPassword.mutateAsync(parsed.data));
    } catch (error) {
      const serverError = refusalText(error);
      notify("error", serverError);
      // Under the form, the server's words; without them, the spec's longer fallback.
      setInlineError(serverError === FALLBACK.reset ? FALLBACK.resetInline : serverError);
      return;
    }
    // The reset modal closes and the sign-in modal opens.
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
      <ErrorLine>{inlineError}</ErrorLine>
      <SubmitButton busy={busy}>{busy ? "Updating…" : "Reset Password"}</SubmitButton>
      {footer}
    </form>
  );
}
