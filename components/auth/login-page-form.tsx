"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { safeNext } from "./auth-store";
import { SignInForm } from "./sign-in-form";
import { useSignedInCustomer } from "./sign-in-gate";

/** /login's form: signs in, then goes to `next` (a same-site path) or /. */
export function LoginPageForm() {
  const next = safeNext(useSearchParams().get("next"));
  const customer = useSignedInCustomer();
  if (customer) {
    return (
      <p className="mt-6 text-muted" data-testid="login-signed-in">
        You are signed in as <strong className="text-ink">{customer.name}</strong>.{" "}
        <Link href={next ?? "/dashboard-client"} className="font-semibold text-brand-800 underline underline-offset-4">
          Continue
        </Link>
      </p>
    );
  }
  return <SignInForm next={next} />;
}
