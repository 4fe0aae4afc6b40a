import { useSyncExternalStore } from "react";

/**
 * The one way to keep state that lives in the browser only (an open modal, the toasts waiting,
 * who is signed in as this page knows it, what the shopper chose on the way to paying, the
 * products looked at last). Server state never goes here: the cart, the wishlist and the
 * unread messages live in the query cache (components/shop-data/cache-view.ts reads them).
 *
 * Tiny on purpose and free of react-query: the header and the catalogue pages import it.
 */
export type BrowserStore<T> = {
  /** The current value (read again from storage by a stored store). */
  get: () => T;
  subscribe: (listener: () => void) => () => void;
  /** Tells the subscribers the value may have changed. */
  changed: () => void;
  /** The value in a component: `serverValue` on the server and while hydrating. */
  useValue: () => T;
};

/**
 * A store around `read`, which must return the same value (===) until something changed.
 * `storageKey`: also told when another tab writes that key of localStorage or sessionStorage.
 */
export function browserStore<T>(read: () => T, serverValue: T, storageKey?: string): BrowserStore<T> {
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  // key null: another tab cleared the whole storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKey) changed();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (storageKey && listeners.size === 1 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      if (storageKey && listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
    };
  };
  const getServerValue = () => serverValue;
  return { get: read, subscribe, changed, useValue: () => useSyncExternalStore(subscribe, read, getServerValue) };
}

export type MemoryStore<T> = BrowserStore<T> & { set: (next: T) => void };

/** A value held in this page's memory only, gone on the next page load. */
export function memoryStore<T>(initial: T): MemoryStore<T> {
  let value = initial;
  const store = browserStore(() => value, initial);
  return {
    ...store,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      store.changed();
    },
  };
}

export type StorageArea = "local" | "session";

/** The browser's storage, or null on the server or where it is refused (reading it can throw). */
function storage(area: StorageArea): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return (area === "local" ? window.localStorage : window.sessionStorage) ?? null;
  } catch {
    return null;
  }
}

/** The stored text, or null (nothing stored, or storage refused). Never throws. */
export function readStorage(area: StorageArea, key: string): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` (null removes it); false when storage refused it (private mode, full). */
export function writeStorage(area: StorageArea, key: string, value: string | null): boolean {
  const store = storage(area);
  if (!store) return false;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
