import type { Metadata } from "next";
import { shop } from "@/lib/shop";

/**
 * Metadata of a content page: title, description, canonical URL and Open Graph. The page's
 * `openGraph` replaces the root layout's (Next merges shallowly), so it repeats the site name
 * and locale. The Open Graph image comes from the segment's `opengraph-image`, unless given.
 */
export function pageMetadata({
  title,
  description,
  path,
  image,
  type = "website",
}: {
  title: string;
  description: string;
  path: string;
  image?: { url: string; width?: number; height?: number; alt: string };
  type?: "website" | "article";
}): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type,
      siteName: shop.name,
      locale: "en_IN",
      title: `${title} | ${shop.name}`,
      description,
      url: path,
      ...(image ? { images: [image] } : {}),
    },
  };
}
