"use client";

import { useMutation } from "@tanstack/react-query";
import { callApi, messageOf, refusalText } from "@/components/shop-data/api";
import { shopQueryClient } from "@/components/shop-data/query-client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { notify } from "@/components/ui/toast";
import { refreshSignedInCustomer } from "@/components/shop-data/session";
import { loginInput } from "@/lib/accounts/schemas";
import { openAuth } from "./auth-store";
import { FALLBACK, Field, fieldErrors, formValues, goOn, LinkButton, SubmitButton, type Errors } from "./form-kit";

/** Sign In: email, password, LOGIN; links to the reset and register modals. */
export function SignInForm({
  next,
  defaultEmail,
  onSignedIn,
}: {
  /** Where to go after signing in; "/" by default. */
  next?: string | null;
  defaultEmail?: string;
  onSignedIn?: () => void;
}) {
  const router = useRouter();
  const [errors, setErrors] = useState<Errors>({});
  const signIn = useMutation(
    {
      mutationFn: async (input: z.infer<typeof loginInput>) => {
        const body = await callApi<unknown>("/customer/customer-login", { method: "POST", body: input, fallback: FALLBACK.account });
        await refreshSignedInCustomer();
        return messageOf(body, "Signed in");
      },
    },
    shopQueryClient,
  );
  const busy = signIn.isPending;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginInput.safeParse(formValues(event.currentTarget));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, { email: "Email", password: "Password" }));
      return;
    }
    setErrors({});
    try {
      notify("success", await signIn.mutateAsync(parsed.data));
    } catch (error) {
      notify("error", refusalText(error));
      return;
    }
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
