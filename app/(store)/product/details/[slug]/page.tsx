import type { Metadata } from "next";
import { ProductPage, productMetadata, type ProductRouteParams } from "@/components/product-details/product-page";
import { placeholderParams } from "@/lib/page-params";

/** Blocking: rendered whole on first visit, then served from the route cache (lib/page-params.ts). */
export const instant = false;

export function generateStaticParams() {
  return placeholderParams("slug");
}

export function generateMetadata({ params }: { params: ProductRouteParams }): Promise<Metadata> {
  return productMetadata(params);
}

/** /product/details/{slug}: one product. */
export default function ProductDetailsPage({ params }: { params: ProductRouteParams }) {
  return <ProductPage params={params} />;
}
