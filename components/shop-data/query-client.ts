import { QueryClient } from "@tanstack/react-query";

/**
 * The one react-query client of the page, and the keys of everything it holds. Hooks pass it
 * explicitly (`useQuery(options, shopQueryClient)`), so no provider wraps the shared layout and
 * catalogue pages that never touch the cart load none of this.
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

export const shopKeys = {
  all: ["shop"] as const,
  cart: (customerId: string) => ["shop", customerId, "cart"] as const,
  wishlist: (customerId: string) => ["shop", customerId, "wishlist"] as const,
  orders: (customerId: string, filter: string) => ["shop", customerId, "orders", filter] as const,
  ordersOf: (customerId: string) => ["shop", customerId, "orders"] as const,
  order: (customerId: string, orderId: string) => ["shop", customerId, "order", orderId] as const,
};

/** Signing out (or in as someone else) forgets every customer's data held in the page. */
export function forgetShopData(): void {
  shopQueryClient.clear();
}

/**
 * Loads a query again after a change, whoever holds it. Not `invalidateQueries`: react-query
 * refetches only queries it deems enabled, and the header's cart and wishlist have no mounted
 * observer, so one still on its first fetch (started just before the change) would be skipped
 * and its older answer kept. Cancel what is on its way, then fetch anew. A failure here is not
 * the change's failure: the next load shows the truth.
 */
export async function reload<T>(query: { queryKey: readonly unknown[]; queryFn: () => Promise<T> }): Promise<void> {
  await shopQueryClient.cancelQueries({ queryKey: query.queryKey, exact: true });
  await shopQueryClient.fetchQuery({ ...query, staleTime: 0 }).catch((error: unknown) => console.error("Could not reload", query.queryKey, error));
}
