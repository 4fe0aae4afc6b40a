"use client";

import { RECENTLY_VIEWED_SHOWN, useRecentlyViewed, type ViewedProduct } from "@/components/product/recently-viewed-store";
import { SidebarProductLink } from "@/components/product/sidebar-product-link";

/**
 * The list of the blog sidebar's "Recently viewed" section: the shopper's own recently viewed
 * products once the page is in the browser and the store has any, else `fallback` (the newest
 * products, rendered by the server, which is also all a visitor without JavaScript sees). The
 * store is empty while hydrating, so the first render matches the HTML; the swap to the
 * shopper's list then fades in (no fade under reduced motion). The caption under the heading
 * says which list is showing, and keeps its one line so nothing below moves.
 */
export function RecentlyViewedList({ fallback }: { fallback: ViewedProduct[] }) {
  const viewed = useRecentlyViewed();
  const own = viewed.length > 0;
  const shown = (own ? viewed : fallback).slice(0, RECENTLY_VIEWED_SHOWN);
  return (
    <>
      <p className="mt-1 text-xs text-muted">{own ? "The designs you looked at last" : "Our newest designs, until you view some"}</p>
      {shown.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No designs yet.</p>
      ) : (
        <ul
          key={own ? "own" : "newest"}
          data-testid="recently-viewed-list"
          data-source={own ? "history" : "newest"}
          className={`mt-2 grid gap-2 max-lg:sm:grid-cols-2 ${own ? "transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none" : ""}`}
        >
          {shown.map((product) => (
            <li key={product.slug} data-testid="recently-viewed-item" data-slug={product.slug}>
              <SidebarProductLink product={product} tone="white" />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
