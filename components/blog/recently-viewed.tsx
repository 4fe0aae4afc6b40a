import type { ViewedProduct } from "@/components/product/recently-viewed-store";
import { getLatestProducts } from "@/lib/catalog/products";
import { readableAfter } from "@/lib/page-params";
import { RecentlyViewedList } from "./recently-viewed-list";

/** The sidebar shows 4 products as Recently Viewed (RECENTLY_VIEWED_SHOWN). */
const SHOWN = 4;

function Frame({ idPrefix, children }: { idPrefix: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${idPrefix}-recently-viewed`} data-testid="recently-viewed">
      <h2 id={`${idPrefix}-recently-viewed`} className="text-sm font-bold uppercase tracking-wider text-ink">
        Recently viewed
      </h2>
      {children}
    </section>
  );
}

/**
 * The sidebar's "Recently viewed". The server renders the 4
 * newest products (from the cache) as the list for a first visit and for visitors without
 * JavaScript; the client island then shows the shopper's own recently viewed products, kept in
 * localStorage (components/product/recently-viewed-store.ts), so the page stays the same for
 * everyone and cacheable.
 */
export async function RecentlyViewed({ idPrefix, ready }: { idPrefix: string; ready?: Promise<unknown> }) {
  await readableAfter(ready);
  const newest = await getLatestProducts(SHOWN);
  const fallback: ViewedProduct[] = newest.map(({ slug, name, image, price, discount }) => ({ slug, name, image, price, discount }));
  return (
    <Frame idPrefix={idPrefix}>
      <RecentlyViewedList fallback={fallback} />
    </Frame>
  );
}

export function RecentlyViewedSkeleton({ idPrefix }: { idPrefix: string }) {
  return (
    <Frame idPrefix={idPrefix}>
      <div aria-hidden="true" className="mt-1 h-4 w-48 rounded bg-white" />
      <ul aria-hidden="true" className="mt-2 grid gap-2 max-lg:sm:grid-cols-2">
        {Array.from({ length: SHOWN }, (_, i) => (
          <li key={i} className="flex items-center gap-3 p-1">
            <div className="h-15 w-12 shrink-0 rounded-lg bg-white" />
            <div className="grid flex-1 gap-1.5">
              <div className="h-4 w-11/12 rounded bg-white" />
              <div className="h-4 w-14 rounded bg-white" />
            </div>
          </li>
        ))}
      </ul>
    </Frame>
  );
}
