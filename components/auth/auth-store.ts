"use client";

import { useSyncExternalStore } from "react";
import { safeNext } from "./safe-next";

/**
 * Which account modal is open and the toasts waiting for the lazily loaded
 * auth UI. No UI code here: the header imports this, so it stays tiny; the modals, the forms,
 * zod and sonner load only when first needed (components/auth/auth-ui.tsx).
 */
export type AuthView = "signin" | "register" | "reset";
/** A toast's way on: a link shown in the toast (e.g. View cart after an add). */
export type NoticeLink = { label: string; href: string };
/** After an add to the cart: the way to it, in the toast. */
export const VIEW_CART: NoticeLink = { label: "View cart", href: "/cart" };

export type Notice = { id: number; kind: "success" | "error"; message: string; link?: NoticeLink };

type State = {
  view: AuthView | null;
  /** Where to go after signing in (the gate's page); null means "/". */
  next: string | null;
  /** E-mail to fill in (after a reset). */
  email: string;
  /** True after a successful reset: the sign-in modal is titled SIGN IN with a note. */
  afterReset: boolean;
  /** Set once anything needs the auth UI (a modal or a toast); it then stays mounted. */
  uiNeeded: boolean;
  notices: Notice[];
};

let state: State = { view: null, next: null, email: "", afterReset: false, uiNeeded: false, notices: [] };
const listeners = new Set<() => void>();
let noticeId = 0;

function update(patch: Partial<State>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState = state;

export function useAuthState(): State {
  return useSyncExternalStore(subscribe, () => state, () => serverState);
}

export { safeNext } from "./safe-next";

export function openAuth(view: AuthView, options: { next?: string | null; email?: string; afterReset?: boolean } = {}): void {
  update({
    view,
    uiNeeded: true,
    next: options.next === undefined ? state.next : safeNext(options.next),
    email: options.email ?? state.email,
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

/** Queues a toast; the auth UI (loaded now if it was not) shows it and takes it off the queue. */
export function notify(kind: Notice["kind"], message: string, link?: NoticeLink): void {
  noticeId += 1;
  update({ uiNeeded: true, notices: [...state.notices, { id: noticeId, kind, message, ...(link ? { link } : {}) }] });
}

export function takeNotices(ids: number[]): void {
  update({ notices: state.notices.filter((notice) => !ids.includes(notice.id)) });
}

/** Starts loading the auth UI chunk early (on hover or focus of a Login button). */
export function preloadAuthUi(): void {
  void import("./auth-ui");
}
