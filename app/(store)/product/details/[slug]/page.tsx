import type { Metadata } from "next";
import { ProductPage, productMetadata, type ProductRouteParams } from "@/components/product-details/product-page";
import { placeholderParams } from "@/lib/page-params";

/** Rendered on first visit, then served from the route cache (see lib/page-params.ts). */
export function generateStaticParams() {
  return placeholderParams("slug");
}

export function generateMetadata({ params }: { params: ProductRouteParams }): Promise<Metadata> {
  return productMetadata(params);
}

/** /product/details/{slug}: one product (spec §2 "Product details"). */
export default function ProductDetailsPage({ params }: { params: ProductRouteParams }) {
  return <ProductPage params={params} />;
}
