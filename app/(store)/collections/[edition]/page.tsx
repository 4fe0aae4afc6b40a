import type { Metadata } from "next";
import { CollectionsPage, collectionsMetadata, NO_FILTERS } from "@/components/listing/collections-page";
import { currentEdition, placeholderParams } from "@/lib/page-params";

type Params = Promise<{ edition: string }>;

/**
 * The unfiltered /collections: proxy.ts rewrites a /collections without a query string to
 * /collections/current, so the page most shoppers open is served from the route cache after its
 * first visit (lib/page-params.ts). Any other edition is a 404; the canonical URL is
 * /collections. Blocking, like the filtered views.
 */
export const instant = false;

export function generateStaticParams() {
  return placeholderParams("edition");
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await currentEdition(params);
  return collectionsMetadata(NO_FILTERS);
}

export default async function CollectionsEditionPage({ params }: { params: Params }) {
  await currentEdition(params);
  return <CollectionsPage searchParams={NO_FILTERS} />;
}
