import { useSyncExternalStore } from "react";

/**
 * Reads of the query cache for components that must not load react-query themselves: the
 * header's badges and the hearts sit on every catalogue page. Nothing is copied: each read
 * asks the cache (or the mutations on their way) when it changes. Until a signed-in customer
 * loads the data module (./watch-customer.ts attaches its client), every read gives its fallback.
 */
type Unsubscribe = () => void;

/** What a read needs of the query client (its type by shape: importing react-query here would put it in every page). */
export type CacheSource = {
  getQueryData: (queryKey: readonly unknown[]) => unknown;
  isMutating: (filters: { mutationKey: readonly unknown[] }) => number;
  getQueryCache: () => { subscribe: (listener: () => void) => Unsubscribe };
  getMutationCache: () => { subscribe: (listener: () => void) => Unsubscribe };
};

let source: CacheSource | null = null;
const listeners = new Set<() => void>();

function changed() {
  for (const listener of [...listeners]) listener();
}

/** Called once by the data module when it loads. */
export function attachCache(client: CacheSource): void {
  if (source) return;
  source = client;
  client.getQueryCache().subscribe(changed);
  client.getMutationCache().subscribe(changed);
  changed();
}

function subscribe(listener: () => void): Unsubscribe {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `read(cache)` in a component, `fallback` on the server, while hydrating and before the data
 * module is loaded. `read` must return a value compared by identity (a number, a boolean).
 */
export function useCacheRead<T>(read: (cache: CacheSource) => T, fallback: T): T {
  return useSyncExternalStore(
    subscribe,
    () => (source ? read(source) : fallback),
    () => fallback,
  );
}
