import { MutationObserver, QueryClient, type MutationOptions } from "@tanstack/react-query";

export { shopKeys } from "./keys";

/**
 * The one react-query client of the page. Hooks pass it explicitly (`useQuery(options,
 * shopQueryClient)`), so no provider wraps the shared layout and catalogue pages that never
 * touch the cart load none of this.
 *
 * Everything here is one customer's own and changes only through this module's mutations or
 * another tab: short staleness, refetched on focus, never retried on a 4xx.
 */
export const shopQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      retry: (failures, error) => failures < 2 && !(error instanceof Error && "status" in error && Number(error.status) >= 400 && Number(error.status) < 500),
    },
  },
});

/**
 * Reads again what a change touched. A fetch still on its way is cancelled first: it may have
 * left before the change, and react-query joins a query's first fetch (no data yet) instead of
 * starting anew, so its older answer would be kept (a shopper signing in to add to the cart
 * saw the badge stay at 0). Only observed queries are read at once (the header observes the
 * cart, wishlist and chat list: ./watch-customer.ts); the rest when next shown.
 */
export async function refresh(queryKey: readonly unknown[], options: { exact?: boolean } = {}): Promise<void> {
  await shopQueryClient.cancelQueries({ queryKey, exact: options.exact });
  await shopQueryClient.invalidateQueries({ queryKey, exact: options.exact });
}

/**
 * Runs a mutation outside a component (a catalogue button, which loads react-query only when
 * tapped): the same options as `useMutation`, its optimistic update and rollback included, and
 * it shows in the mutation cache, so `useWriting` (./badges.ts) sees it on its way.
 */
export function runMutation<TData, TVariables, TContext>(options: MutationOptions<TData, Error, TVariables, TContext>, variables: TVariables): Promise<TData> {
  return new MutationObserver(shopQueryClient, options).mutate(variables);
}

/** What an optimistic change replaced, to put back when the server refuses. */
export type Held<T> = { queryKey: readonly unknown[]; before: T | undefined };

/**
 * An optimistic change of what the cache holds under `queryKey` (a fetch on its way is cancelled
 * first, or its older answer would land over it). Nothing held, nothing changed.
 */
export async function changeHeld<T>(queryKey: readonly unknown[], change: (held: T) => T): Promise<Held<T>> {
  await shopQueryClient.cancelQueries({ queryKey, exact: true });
  const before = shopQueryClient.getQueryData<T>(queryKey);
  if (before !== undefined) shopQueryClient.setQueryData<T>(queryKey, change(before));
  return { queryKey, before };
}

/** Puts back what an optimistic change replaced (the server refused it). */
export function putBack<T>(held: Held<T> | undefined): void {
  if (held?.before !== undefined) shopQueryClient.setQueryData(held.queryKey, held.before);
}
