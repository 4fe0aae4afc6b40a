"use client";

import { lazy, Suspense, type ComponentProps } from "react";

// The sign-in form carries zod and the account schemas: a signed-in shopper's cart, checkout or
// orders page never needs them, so they load only when a visitor is shown the form.
const SignInForm = lazy(() => import("./sign-in-form").then((module) => ({ default: module.SignInForm })));

/** The Sign In form, fetched when first shown (a placeholder of its height until then). */
export function LazySignInForm(props: ComponentProps<typeof SignInForm>) {
  return (
    <Suspense fallback={<div className="mt-6 h-72 animate-pulse rounded-2xl bg-surface" aria-busy="true" aria-label="Loading the sign-in form" />}>
      <SignInForm {...props} />
    </Suspense>
  );
}
