"use client";

import { useCallback } from "react";
import {
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
 * wishlist heart, quick add, review form; spec §5). Signed in, the action runs at once.
 * Signed out, the Sign In modal opens on the same page and the action waits: once the shopper
 * signs in or registers there, it runs with the new session (no second click); closing the
 * modal drops it.
 */
let waiting: (() => void) | null = null;

export function useSignInGate() {
  const customer = useSignedInCustomer();
  return useCallback(
    (action: (customer: SignedInCustomer) => void) => {
      if (customer) {
        action(customer);
        return;
      }
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
    },
    [customer],
  );
}
