import type { Metadata } from "next";
import { connection } from "next/server";
import { GIFT_STORE_BANNER, GIFT_STORE_PATH, GiftListing } from "@/components/listing/gift-listing";
import { bannerFor, LISTING_BANNER } from "@/components/listing/listing-banner";
import { listingMetadata, PRODUCT_PICTURE } from "@/components/listing/listing-metadata";
import { getGifts } from "@/lib/content/gifts";

/**
 * A blocking page: rendered whole at request time rather than a static shell with the listing
 * streamed into it. Streamed content is revealed by inline scripts, so without JavaScript it
 * stays hidden; rendered whole, the listing, filters, links and View More work with plain
 * HTML, the metadata sits in <head> for every crawler, and nothing shifts as data arrives. The
 * URL is read before any catalogue read, so a build never opens the database; the reads are
 * cached ('use cache'), so waiting for them costs little.
 */
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  const [banner, gifts] = await Promise.all([bannerFor(GIFT_STORE_BANNER), getGifts()]);
  const firstGift = gifts.find((gift) => gift.images[0]);
  return listingMetadata({
    title: "Gift Store: Printed Mugs, Cushions and Hampers",
    description: "Personalised and printed gifts from TeeRang: mugs, cushions, photo frames, totes and festive hampers for birthdays, Rakhi and Diwali.",
    canonical: GIFT_STORE_PATH,
    image: banner
      ? { url: banner.url, ...LISTING_BANNER, alt: banner.alt || "TeeRang gift store" }
      : firstGift
        ? { url: firstGift.images[0]!, ...PRODUCT_PICTURE, alt: firstGift.name }
        : null,
  });
}

/** /gift-store. */
export default function GiftStorePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <div className="mx-auto max-w-7xl px-3 pb-10 pt-3 sm:px-4 sm:pt-5">
      <GiftListing searchParams={searchParams} />
    </div>
  );
}
