import type { Metadata } from "next";
import { absoluteUrl } from "@/lib/seo/sitemap-entries";
import { shop } from "@/lib/shop";

export type ShareImage = { url: string; width: number; height: number; alt: string };

/** Product and gift pictures are 800 x 1000. */
export const PRODUCT_PICTURE = { width: 800, height: 1000 } as const;

/**
 * Metadata of a listing page: title, description, canonical URL (none for pages kept out of
 * the index), robots, and Open Graph with an absolute image URL (a banner or the first
 * product), since share previews fetch it from elsewhere.
 */
export function listingMetadata({
  title,
  description,
  canonical,
  image,
  index = true,
}: {
  title: string;
  description: string;
  /** Path and query of the page's canonical URL. */
  canonical?: string;
  image?: ShareImage | null;
  /** False: noindex, follow (search results, filter combinations, not-found views). */
  index?: boolean;
}): Metadata {
  return {
    title,
    description,
    ...(canonical ? { alternates: { canonical } } : {}),
    ...(index ? {} : { robots: { index: false, follow: true } }),
    openGraph: {
      type: "website",
      siteName: shop.name,
      locale: "en_IN",
      title: `${title} | ${shop.name}`,
      description,
      ...(canonical ? { url: canonical } : {}),
      ...(image ? { images: [{ ...image, url: absoluteUrl(image.url) }] } : {}),
    },
  };
}

/** The share image of a product list: its first product's picture. */
export function firstPicture(list: { name: string; image: string | null }[]): ShareImage | null {
  const first = list.find((item) => item.image);
  return first?.image ? { url: first.image, ...PRODUCT_PICTURE, alt: first.name } : null;
}
