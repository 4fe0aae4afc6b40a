import type { Metadata } from "next";
import { bannerFor, LISTING_BANNER } from "@/components/listing/listing-banner";
import { firstPicture, listingMetadata } from "@/components/listing/listing-metadata";
import { OFFERS_BANNER, OFFERS_PATH, OffersListing, offersPage } from "@/components/listing/offers-listing";
import { pageHref } from "@/components/listing/page-param";
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

/** Each page of the offers is its own canonical address; a page past the end is not indexed. */
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { products, page } = await offersPage(searchParams);
  const banner = await bannerFor(OFFERS_BANNER);
  const title = page > 1 ? `Offers on Printed T-Shirts (Page ${page})` : "Offers on Printed T-Shirts";
  return listingMetadata({
    title,
    description: "Best-selling printed T-shirts, hoodies and tanks at their lowest prices, with free shipping across India.",
    canonical: pageHref(OFFERS_PATH, page),
    index: products.length > 0,
    image: banner ? { url: banner.url, ...LISTING_BANNER, alt: banner.alt || "TeeRang offers" } : firstPicture(products),
  });
}

/** /offer-promotion: "Offers", also "Best Seller" in the phone's bottom bar. */
export default function OffersPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto max-w-7xl px-3 pb-10 pt-3 sm:px-4 sm:pt-5">
      <OffersListing searchParams={searchParams} />
    </div>
  );
}
