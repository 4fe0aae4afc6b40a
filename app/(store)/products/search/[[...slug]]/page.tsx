import type { Metadata } from "next";
import { bannerFor, LISTING_BANNER } from "@/components/listing/listing-banner";
import { firstPicture, listingMetadata } from "@/components/listing/listing-metadata";
import { ThemeListing, themeSelection, type SearchParams } from "@/components/listing/theme-listing";
import { DEFAULT_BANNER, themeHref } from "@/components/listing/themes";

type Props = { params: Promise<{ slug?: string[] }>; searchParams: SearchParams };

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
 * A theme's page is indexable at one address, /products/search?gender=<Theme>: the trailing
 * part of the path and `show` do not change what it lists. Without a known theme the page
 * lists the newest designs and stays out of the index.
 */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { gender } = await searchParams;
  const { theme, products } = await themeSelection(gender);
  const banner = await bannerFor(theme?.banner ?? DEFAULT_BANNER);
  const label = theme ? `${theme.label} T-Shirts and Hoodies` : "Newest Designs";
  const image = banner ? { url: banner.url, ...LISTING_BANNER, alt: banner.alt || label } : firstPicture(products);
  return listingMetadata({
    title: label,
    description: theme
      ? `${theme.description} ${products.length} designs, prices in rupees, free shipping across India.`
      : "The newest printed T-shirts, hoodies and tanks from every theme, with free shipping across India.",
    canonical: theme ? themeHref(theme) : undefined,
    index: theme !== null && products.length > 0,
    image,
  });
}

/** /products/search[/anything]?gender=Fitness|Motivation|Pets|kids|male. */
export default function ThemeSearchPage({ searchParams }: Props) {
  return (
    <div className="mx-auto max-w-7xl px-3 pb-10 pt-3 sm:px-4 sm:pt-5">
      <ThemeListing searchParams={searchParams} />
    </div>
  );
}
