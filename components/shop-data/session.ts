"use client";

import { memoryStore } from "@/components/ui/browser-store";
import { SIGNED_IN_HINT_COOKIE } from "@/lib/auth/signed-in-hint";
import { ApiError, callApi } from "./api";
import { loadShopData } from "./lazy";

/**
 * Who is signed in, as the browser knows it (the session part of the shop's data module).
 * The header's account island asks GET /api/useringfo once per page load
 * (`loadSignedInCustomer`), only when the `signedIn` hint cookie says there is a session;
 * signing in, registering and signing out update it. A known customer starts the cart and
 * wishlist queries (header badges, hearts); signing out forgets them.
 */
export type SignedInCustomer = { id: string; name: string; email: string; address?: string | null };
export type SessionStatus = "unknown" | "known";

const session = memoryStore<{ customer: SignedInCustomer | null; status: SessionStatus }>({ customer: null, status: "unknown" });

type Listener = (customer: SignedInCustomer) => void;
const onSignIn = new Set<Listener>();

/** Called once with the customer the next time someone signs in (the sign-in gate's resume). */
export function whenSignedIn(listener: Listener): () => void {
  onSignIn.add(listener);
  return () => onSignIn.delete(listener);
}

export function setSignedInCustomer(customer: SignedInCustomer | null): void {
  const previous = session.get().customer;
  session.set({ customer, status: "known" });
  if (customer) {
    void loadShopData().then((shopData) => {
      if (previous && previous.id !== customer.id) shopData.forgetShopData();
      shopData.watchCustomer(customer.id);
    });
    const waiting = [...onSignIn];
    onSignIn.clear();
    for (const listener of waiting) listener(customer);
  } else if (previous) {
    // Logout resets both counts (the badges read the cache, which this empties).
    void loadShopData().then((shopData) => shopData.forgetShopData());
  }
}

export function useSignedInCustomer(): SignedInCustomer | null {
  return session.useValue().customer;
}

/** "unknown" until the first answer from /api/useringfo (or a sign-in/out) in this page. */
export function useSessionStatus(): SessionStatus {
  return session.useValue().status;
}

function hasSignedInHint(): boolean {
  // Read by hand, not with the cookie package: this runs on every page, and it is one test.
  return document.cookie.split(";").some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}

type UserInfo = { data?: { id?: unknown; name?: unknown; email?: unknown; address?: unknown } };

/** Asks the server who is signed in (session cookie) and records the answer. */
export async function refreshSignedInCustomer(): Promise<SignedInCustomer | null> {
  // No hint cookie, no session: a guest's page asks nothing (lib/auth/session-cookie.ts).
  if (!hasSignedInHint()) {
    setSignedInCustomer(null);
    return null;
  }
  try {
    const body = await callApi<UserInfo>("/useringfo");
    const data = body?.data;
    if (!data || typeof data.id !== "string" || typeof data.name !== "string" || typeof data.email !== "string") {
      // A user-info failure is not shown to the shopper; treat it as signed out.
      setSignedInCustomer(null);
      return null;
    }
    const customer: SignedInCustomer = {
      id: data.id,
      name: data.name,
      email: data.email,
      address: typeof data.address === "string" ? data.address : null,
    };
    setSignedInCustomer(customer);
    return customer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // The session ended (expired or revoked) while the hint lived on: stop asking.
      // The cookie package is loaded for this rare case only: every page carries this module.
      void import("cookie").then(({ serialize }) => {
        document.cookie = serialize(SIGNED_IN_HINT_COOKIE, "", { maxAge: 0, path: "/" });
      });
    } else if (!(error instanceof ApiError) || error.status === 0) {
      console.error("Could not load the signed-in customer", error);
    }
    setSignedInCustomer(null);
    return null;
  }
}

let loading: Promise<SignedInCustomer | null> | null = null;

/** The first call per page load asks the server; later calls share that answer. */
export function loadSignedInCustomer(): Promise<SignedInCustomer | null> {
  loading ??= refreshSignedInCustomer();
  return loading;
}

