import type { Metadata } from "next";
import { canonicalCollectionHref, collectionTitle, isIndexableCollection } from "@/components/listing/collection-state";
import { CollectionView, collectionData } from "@/components/listing/collection-view";
import { firstPicture, listingMetadata } from "@/components/listing/listing-metadata";
import type { SearchParams } from "@/components/listing/theme-listing";
import { shop } from "@/lib/shop";

/**
 * A blocking page: rendered whole at request time rather than a static shell with the listing
 * streamed into it. Streamed content is revealed by inline scripts, so without JavaScript it
 * stays hidden; rendered whole, the listing, filters, links and View More work with plain
 * HTML, the metadata sits in <head> for every crawler, and nothing shifts as data arrives. The
 * URL is read before any catalogue read, so a build never opens the database; the reads are
 * cached ('use cache'), so waiting for them costs little.
 */
export const instant = false;

/**
 * Canonical: the view's filters and page, without the sort (same products, another order).
 * The whole collection and single-filter views ("Black Printed T-Shirts") are indexed;
 * combinations of filters and empty views are noindex, follow (see collection-state.ts).
 */
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { state, result } = await collectionData(searchParams);
  return listingMetadata({
    title: collectionTitle(state),
    description: `Browse ${result.total} printed T-shirts, hoodies and tanks at ${shop.name}, filtered by price, rating and colour. Prices in rupees, free shipping across India.`,
    canonical: canonicalCollectionHref(state),
    index: isIndexableCollection(state, result.total),
    image: firstPicture(result.products),
  });
}

/** /collections (spec §2 "Collections", §5 filters): the shop with filters, sort and pages. */
export default function CollectionsPage({ searchParams }: { searchParams: SearchParams }) {
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
