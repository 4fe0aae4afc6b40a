"use client";

import { useMutation } from "@tanstack/react-query";
import { callApi, messageOf, refusalText } from "@/components/shop-data/api";
import { shopQueryClient } from "@/components/shop-data/query-client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { notify } from "@/components/ui/toast";
import { refreshSignedInCustomer } from "@/components/shop-data/session";
import { registerDetails, registerInput } from "@/lib/accounts/schemas";
import { PASSWORD_MIN_CHARACTERS } from "@/lib/auth/password-rules";
import { openAuth } from "./auth-store";
import { ErrorLine, FALLBACK, Field, fieldErrors, formValues, goOn, LinkButton, SubmitButton, type Errors } from "./form-kit";

/**
 * Register: Name, Phone Number, Email, Password -> a 6-digit code by e-mail -> the account,
 * signed in. The first answer is the same whether or not the e-mail has an account (the mail
 * says which), so the form always asks for the code next; the details stay in the form's state
 * and go again with the code.
 */
export function RegisterForm({ next, onRegistered }: { next?: string | null; onRegistered?: () => void }) {
  const router = useRouter();
  const [errors, setErrors] = useState<Errors>({});
  // One call for both steps: the details ask for a code; with the code they make the account.
  const register = useMutation(
    {
      mutationFn: async (input: z.infer<typeof registerDetails> | z.infer<typeof registerInput>) => {
        const body = await callApi<unknown>("/customer/customer-register", { method: "POST", body: input, fallback: FALLBACK.account });
        // With the code, the API also starts a session: the header shows the name at once.
        if ("otp" in input) await refreshSignedInCustomer();
        return messageOf(body, "otp" in input ? "Account created" : "Code sent");
      },
    },
    shopQueryClient,
  );
  const busy = register.isPending;
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
    try {
      notify("success", await register.mutateAsync(parsed.data));
    } catch (error) {
      notify("error", refusalText(error));
      return;
    }
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
    try {
      notify("success", await register.mutateAsync(parsed.data));
    } catch (error) {
      const serverError = refusalText(error);
      notify("error", serverError);
      setInlineError(serverError);
      return;
    }
    // Opening the login modal next, though registering has already signed the shopper in, was
    // a dead end. The shopper goes on, signed in, with what they were doing.
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
        <ErrorLine>{inlineError}</ErrorLine>
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
