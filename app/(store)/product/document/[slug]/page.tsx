import type { Metadata } from "next";
import { ProductPage, productMetadata, type ProductRouteParams } from "@/components/product-details/product-page";

/**
 * /product/details/{slug} asked as a document (a shopper opening the address, a crawler): proxy.ts
 * rewrites such a request here, and the page renders for it, once: one RSC and one HTML pass,
 * where the route cache's first visit (app/(store)/product/details) is a prerender of four
 * passes (docs/decisions/0003). The shared cache in front keeps the answer from its
 * second request (server/cache/address-only-pages.mjs). The router's requests for the same address
 * (client navigation, prefetch) still go to the route cache, so a product opened from a listing
 * comes from the stored page. Same component, same metadata (its canonical address is
 * /product/details/{slug}); this address itself answers 404 when asked from outside.
 */
export const instant = false;

export function generateMetadata({ params }: { params: ProductRouteParams }): Promise<Metadata> {
  return productMetadata(params);
}

export default function ProductDocumentPage({ params }: { params: ProductRouteParams }) {
  return <ProductPage params={params} />;
}
