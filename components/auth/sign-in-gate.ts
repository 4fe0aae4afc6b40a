"use client";

import { useRouter } from "next/navigation";
import { useCallback, useSyncExternalStore } from "react";

/**
 * Who is signed in, as the browser knows it, and the gate every button that needs a signed-in
 * customer goes through (Add to Cart, Buy Now, wishlist heart, quick add, review form; spec §5).
 *
 * Until the accounts work lands nobody can be signed in, so the gate sends the shopper to
 * /login (returning to where they were). The accounts work sets the customer with
 * `setSignedInCustomer` and replaces `openSignIn` with the Sign In modal; no button changes.
 */
export type SignedInCustomer = { id: string; name: string; email: string };

let current: SignedInCustomer | null = null;
const listeners = new Set<() => void>();

export function setSignedInCustomer(customer: SignedInCustomer | null): void {
  current = customer;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignedInCustomer(): SignedInCustomer | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}

/** Runs `action` for a signed-in customer; otherwise asks the shopper to sign in first. */
export function useSignInGate() {
  const router = useRouter();
  const customer = useSignedInCustomer();
  return useCallback(
    (action: (customer: SignedInCustomer) => void) => {
      if (customer) {
        action(customer);
        return;
      }
      const here = `${window.location.pathname}${window.location.search}`;
      router.push(`/login?next=${encodeURIComponent(here)}`);
    },
    [customer, router],
  );
}
