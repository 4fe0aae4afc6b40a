import { memoryStore } from "./browser-store";

/**
 * The shop's toasts (sonner, top right; success 2 s, error 4 s, at most 20), one queue for every
 * page. No UI here: a component calls `notify` and stays light; the toaster (./toaster.tsx,
 * with sonner) loads the first time a toast is queued (./toast-host.tsx mounts it) and takes
 * the queue.
 */
export type ToastLink = { label: string; href: string };
/** After an add to the cart: the way to it, in the toast. */
export const VIEW_CART: ToastLink = { label: "View cart", href: "/cart" };

export type Toast = { id: number; kind: "success" | "error"; message: string; link?: ToastLink };

export const toastQueue = memoryStore<readonly Toast[]>([]);
/** Set by the first toast; the host then keeps the toaster mounted. */
export const toasterNeeded = memoryStore(false);
let lastId = 0;

export function notify(kind: Toast["kind"], message: string, link?: ToastLink): void {
  lastId += 1;
  toastQueue.set([...toastQueue.get(), { id: lastId, kind, message, ...(link ? { link } : {}) }]);
  toasterNeeded.set(true);
}

/** The toaster takes what it has shown off the queue. */
export function takeToasts(ids: readonly number[]): void {
  toastQueue.set(toastQueue.get().filter((toast) => !ids.includes(toast.id)));
}

let raiseLayer: (() => void) | null = null;

/** The toaster's way to put its layer back on top (./toaster.tsx sets it while mounted). */
export function setToastRaiser(raise: (() => void) | null): void {
  raiseLayer = raise;
}

/** Puts the toasts above a modal dialog that just opened (both sit in the top layer). */
export function raiseToasts(): void {
  raiseLayer?.();
}
