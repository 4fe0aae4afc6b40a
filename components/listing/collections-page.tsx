import type { Metadata } from "next";
import { shop } from "@/lib/shop";
import { canonicalCollectionHref, collectionTitle, isIndexableCollection } from "./collection-state";
import { CollectionView, collectionData } from "./collection-view";
import { firstPicture, listingMetadata } from "./listing-metadata";
import type { SearchParams } from "./theme-listing";

/** The unfiltered collection: what /collections shows with nothing in its query string. */
export const NO_FILTERS: SearchParams = Promise.resolve({});

/**
 * Canonical: the view's filters and page, without the sort (same products, another order).
 * The whole collection and single-filter views ("Black Printed T-Shirts") are indexed;
 * combinations of filters and empty views are noindex, follow (see collection-state.ts).
 */
export async function collectionsMetadata(searchParams: SearchParams): Promise<Metadata> {
  const { state, result } = await collectionData(searchParams);
  return listingMetadata({
    title: collectionTitle(state),
    description: `Browse ${result.total} printed T-shirts, hoodies and tanks at ${shop.name}, filtered by price, rating and colour. Prices in rupees, free shipping across India.`,
    canonical: canonicalCollectionHref(state),
    index: isIndexableCollection(state, result.total),
    image: firstPicture(result.products),
  });
}

/** /collections: the shop with filters, sort and pages. */
export function CollectionsPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto max-w-7xl px-3 pb-10 pt-4 sm:px-4 sm:pt-6 2xl:max-w-[96rem]">
      <header className="max-w-3xl">
        <p className="text-xs font-bold uppercase tracking-widest text-saffron-700">Shop</p>
        <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-ink sm:text-4xl">All designs</h1>
        <p className="mt-2 text-base text-muted sm:text-lg">Printed T-shirts, hoodies and tanks. Filter by price, rating and colour.</p>
      </header>
      <CollectionView searchParams={searchParams} />
    </div>
  );
}
