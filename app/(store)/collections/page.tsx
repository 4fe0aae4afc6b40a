import type { Metadata } from "next";
import { CollectionsPage, collectionsMetadata } from "@/components/listing/collections-page";
import type { SearchParams } from "@/components/listing/theme-listing";

/**
 * A filtered view of the collection (/collections?price=...). proxy.ts sends the unfiltered
 * /collections to ./[edition], which is served from the route cache; a query string makes every
 * view its own render.
 *
 * A blocking page: rendered whole at request time rather than a static shell with the listing
 * streamed into it. Streamed content is revealed by inline scripts, so without JavaScript it
 * stays hidden; rendered whole, the listing, filters, links and View More work with plain
 * HTML, the metadata sits in <head> for every crawler, and nothing shifts as data arrives. The
 * URL is read before any catalogue read, so a build never opens the database; the reads are
 * cached ('use cache'), so waiting for them costs little.
 */
export const instant = false;

export function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  return collectionsMetadata(searchParams);
}

export default function FilteredCollectionsPage({ searchParams }: { searchParams: SearchParams }) {
  return <CollectionsPage searchParams={searchParams} />;
}
