"use client";

import type { ReactNode } from "react";
import { LazySignInForm as SignInForm } from "./lazy-sign-in-form";
import { useSessionStatus, useSignedInCustomer, type SignedInCustomer } from "./sign-in-gate";

/**
 * A page that is one customer's own (cart, wishlist, checkout, payment): a placeholder while the
 * session is being asked for, the sign-in form for a visitor (it comes back to `next`), and the
 * page itself once a customer is known. Signed-out shoppers see no cart: it is one customer's own.
 */
export function CustomerOnly({
  title,
  next,
  loadingLabel,
  children,
}: {
  title: string;
  next: string;
  loadingLabel: string;
  children: (customer: SignedInCustomer) => ReactNode;
}) {
  const customer = useSignedInCustomer();
  if (customer) return <>{children(customer)}</>;
  return (
    <SignInPrompt
      title={title}
      next={next}
      waiting={
        <p className="mt-6 rounded-2xl bg-surface p-6 text-muted" aria-busy="true">
          {loadingLabel}
        </p>
      }
    />
  );
}

/**
 * Where a customer's own page stands for a visitor: its title, `waiting` while the session is
 * being asked for, then `prompt` and the sign-in form, which comes back to `next`.
 */
export function SignInPrompt({
  title,
  prompt = "Please sign in to continue.",
  next,
  waiting,
  testId = "signed-out",
}: {
  title: string;
  prompt?: string;
  next: string;
  waiting: ReactNode;
  testId?: string;
}) {
  const status = useSessionStatus();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16" data-testid={testId}>
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">{title}</h1>
      {status === "unknown" ? (
        waiting
      ) : (
        <>
          <p className="mt-2 text-muted">{prompt}</p>
          <SignInForm next={next} />
        </>
      )}
    </div>
  );
}
