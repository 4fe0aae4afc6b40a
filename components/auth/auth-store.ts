"use client";

import { memoryStore } from "@/components/ui/browser-store";
import { safeNext } from "./safe-next";

/**
 * Which account modal is open. No UI code here: the header imports this, so
 * it stays tiny; the modals, the forms and zod load only when first needed
 * (components/auth/auth-ui.tsx). Toasts are components/ui/toast.ts.
 */
export type AuthView = "signin" | "register" | "reset";

type State = {
  view: AuthView | null;
  /** Where to go after signing in (the gate's page); null means "/". */
  next: string | null;
  /** E-mail to fill in (after a reset). */
  email: string;
  /** True after a successful reset: the sign-in modal is titled SIGN IN with a note. */
  afterReset: boolean;
  /** Set once a modal is wanted; the auth UI then stays mounted. */
  uiNeeded: boolean;
};

const store = memoryStore<State>({ view: null, next: null, email: "", afterReset: false, uiNeeded: false });

function update(patch: Partial<State>) {
  store.set({ ...store.get(), ...patch });
}

export function useAuthState(): State {
  return store.useValue();
}

export { safeNext } from "./safe-next";

export function openAuth(view: AuthView, options: { next?: string | null; email?: string; afterReset?: boolean } = {}): void {
  update({
    view,
    uiNeeded: true,
    next: options.next === undefined ? store.get().next : safeNext(options.next),
    email: options.email ?? store.get().email,
    afterReset: options.afterReset ?? false,
  });
}

const closeListeners = new Set<() => void>();

/** Told when the modals close (signed in or given up): the sign-in gate drops a waiting action. */
export function onAuthClosed(listener: () => void): () => void {
  closeListeners.add(listener);
  return () => closeListeners.delete(listener);
}

export function closeAuth(): void {
  update({ view: null, next: null, email: "", afterReset: false });
  for (const listener of [...closeListeners]) listener();
}

/** Starts loading the auth UI chunk early (on hover or focus of a Login button). */
export function preloadAuthUi(): void {
  void import("./auth-ui");
}
