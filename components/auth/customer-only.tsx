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
  const status = useSessionStatus();
  if (customer) return <>{children(customer)}</>;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16" data-testid="signed-out">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">{title}</h1>
      {status === "unknown" ? (
        <p className="mt-6 rounded-2xl bg-surface p-6 text-muted" aria-busy="true">
          {loadingLabel}
        </p>
      ) : (
        <>
          <p className="mt-2 text-muted">Please sign in to continue.</p>
          <SignInForm next={next} />
        </>
      )}
    </div>
  );
}
