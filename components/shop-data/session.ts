"use client";

import { useSyncExternalStore } from "react";
import { resetCounts } from "@/components/layout/counts-store";
import { SIGNED_IN_HINT_COOKIE } from "@/lib/auth/signed-in-hint";
import { loadShopData } from "./lazy";
import { setSavedProducts } from "./saved-products";

/**
 * Who is signed in, as the browser knows it (the session part of the shop's data module).
 * The header's account island asks GET /api/useringfo once per page load
 * (`loadSignedInCustomer`), only when the `signedIn` hint cookie says there is a session;
 * signing in, registering and signing out update it. A known customer starts the cart and
 * wishlist queries (header badges, hearts); signing out forgets them.
 */
export type SignedInCustomer = { id: string; name: string; email: string; address?: string | null };
export type SessionStatus = "unknown" | "known";

let current: SignedInCustomer | null = null;
let status: SessionStatus = "unknown";
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

type Listener = (customer: SignedInCustomer) => void;
const onSignIn = new Set<Listener>();

/** Called once with the customer the next time someone signs in (the sign-in gate's resume). */
export function whenSignedIn(listener: Listener): () => void {
  onSignIn.add(listener);
  return () => onSignIn.delete(listener);
}

export function setSignedInCustomer(customer: SignedInCustomer | null): void {
  const previous = current;
  current = customer;
  status = "known";
  emit();
  if (customer) {
    void loadShopData().then((shopData) => {
      if (previous && previous.id !== customer.id) shopData.forgetShopData();
      shopData.watchCustomer(customer.id);
    });
    const waiting = [...onSignIn];
    onSignIn.clear();
    for (const listener of waiting) listener(customer);
  } else if (previous) {
    // Logout resets both counts.
    resetCounts();
    setSavedProducts([]);
    void loadShopData().then((shopData) => shopData.forgetShopData());
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignedInCustomer(): SignedInCustomer | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}

/** "unknown" until the first answer from /api/useringfo (or a sign-in/out) in this page. */
export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(subscribe, () => status, () => "unknown" as const);
}

function hasSignedInHint(): boolean {
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
    const response = await fetch("/api/useringfo", { credentials: "same-origin", cache: "no-store" });
    if (response.status === 401) {
      // The session ended (expired or revoked) while the hint lived on: stop asking.
      document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/`;
      setSignedInCustomer(null);
      return null;
    }
    const body = (await response.json().catch(() => ({}))) as UserInfo;
    const data = body.data;
    if (!response.ok || !data || typeof data.id !== "string" || typeof data.name !== "string" || typeof data.email !== "string") {
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
    console.error("Could not load the signed-in customer", error);
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

