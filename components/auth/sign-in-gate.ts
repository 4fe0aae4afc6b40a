"use client";

import { useCallback } from "react";
import {
  loadSignedInCustomer,
  useSessionStatus,
  useSignedInCustomer,
  whenSignedIn,
  type SignedInCustomer,
} from "@/components/shop-data/session";
import { onAuthClosed, openAuth } from "./auth-store";

export {
  loadSignedInCustomer,
  refreshSignedInCustomer,
  setSignedInCustomer,
  useSessionStatus,
  useSignedInCustomer,
  type SessionStatus,
  type SignedInCustomer,
} from "@/components/shop-data/session";

/**
 * The gate every button that needs a signed-in customer goes through (Add to Cart, Buy Now,
 * wishlist heart, quick add, review form). Signed in, the action runs at once.
 * Signed out, the Sign In modal opens on the same page and the action waits: once the shopper
 * signs in or registers there, it runs with the new session (no second click); closing the
 * modal drops it.
 */
/** Stops the action waiting for a sign-in, if one is (only the latest tap waits). */
let waiting: (() => void) | null = null;

export function useSignInGate() {
  const customer = useSignedInCustomer();
  const status = useSessionStatus();
  return useCallback(
    (action: (customer: SignedInCustomer) => void) => {
      if (customer) {
        action(customer);
        return;
      }
      if (status === "unknown") {
        // The page has not heard yet who is signed in (a tap right after it loaded): ask, then
        // go on, instead of asking a signed-in shopper to sign in again.
        void loadSignedInCustomer().then((known) => (known ? action(known) : askToSignIn(action)));
        return;
      }
      askToSignIn(action);
    },
    [customer, status],
  );
}

function askToSignIn(action: (customer: SignedInCustomer) => void) {
  waiting?.();
  const stopWaiting = whenSignedIn(action);
  const stopWatchingClose = onAuthClosed(() => {
    stopWaiting();
    stopWatchingClose();
  });
  waiting = () => {
    stopWaiting();
    stopWatchingClose();
  };
  openAuth("signin", { next: `${window.location.pathname}${window.location.search}` });
}
