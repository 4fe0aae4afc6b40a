import type { Metadata } from "next";
import { listingMetadata } from "@/components/listing/listing-metadata";
import { SearchListing } from "@/components/listing/search-listing";
import { searchText } from "@/components/listing/search-text";
import type { SearchParams } from "@/components/listing/theme-listing";

/**
 * A blocking page: rendered whole at request time rather than a static shell with the listing
 * streamed into it. Streamed content is revealed by inline scripts, so without JavaScript it
 * stays hidden; rendered whole, the listing, filters, links and View More work with plain
 * HTML, the metadata sits in <head> for every crawler, and nothing shifts as data arrives. The
 * URL is read before any catalogue read, so a build never opens the database; the reads are
 * cached ('use cache'), so waiting for them costs little.
 */
export const instant = false;

/** Search results are kept out of the index (endless, thin, and the themes already cover them). */
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const text = searchText((await searchParams).value);
  return listingMetadata({
    title: text ? `Search results for “${text}”` : "Search",
    description: text
      ? `Printed T-shirts, hoodies and gifts matching “${text}”, with prices in rupees and free shipping across India.`
      : "Search printed T-shirts, hoodies and gifts by name.",
    index: false,
  });
}

/** /product?value=text&gender=...: the product listing behind the header search. */
export default function ProductListingPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto max-w-7xl px-3 pb-10 pt-3 sm:px-4 sm:pt-5">
      <SearchListing searchParams={searchParams} />
    </div>
  );
}
