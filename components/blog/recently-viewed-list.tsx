"use client";

import Image from "next/image";
import Link from "next/link";
import { productHref } from "@/components/product/product-card";
import { RECENTLY_VIEWED_SHOWN, useRecentlyViewed, type ViewedProduct } from "@/components/product/recently-viewed-store";
import { firstWords, formatRupees } from "@/lib/format";
import { discountedPrice } from "@/lib/pricing";

/** Spec §9: product names are cut to 5 words in sidebars and listings (LISTING_NAME_WORDS). */
const NAME_WORDS = 5;

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
              <Link href={productHref(product.slug)} className="flex items-center gap-3 rounded-lg p-1 hover:bg-white">
                {product.image ? (
                  <Image src={product.image} alt="" width={48} height={60} sizes="48px" className="h-15 w-12 shrink-0 rounded-lg bg-white object-cover" />
                ) : (
                  <span className="h-15 w-12 shrink-0 rounded-lg bg-white" />
                )}
                <span className="min-w-0">
                  <span aria-hidden="true" className="line-clamp-2 text-sm font-semibold leading-5 text-ink">
                    {firstWords(product.name, NAME_WORDS)}
                  </span>
                  <span className="sr-only">{product.name}, </span>
                  <span className="block text-sm font-bold text-ink">{formatRupees(discountedPrice(product.price, product.discount))}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
