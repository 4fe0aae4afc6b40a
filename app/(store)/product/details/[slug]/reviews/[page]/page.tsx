import type { Metadata } from "next";
import { ProductPage, productMetadata, type ProductRouteParams } from "@/components/product-details/product-page";
import { placeholderParams } from "@/lib/page-params";

/** Blocking: rendered whole on first visit, then served from the route cache (lib/page-params.ts). */
export const instant = false;

export function generateStaticParams() {
  return placeholderParams("slug", "page");
}

export function generateMetadata({ params }: { params: ProductRouteParams }): Promise<Metadata> {
  return productMetadata(params);
}

/**
 * /product/details/{slug}/reviews/{page}: the product page with its Customer Reviews open at one
 * page of reviews. The pager links here, so every review page works without JavaScript and is
 * cached like the product page; its canonical URL is the product page.
 */
export default function ProductReviewsPage({ params }: { params: ProductRouteParams }) {
  return <ProductPage params={params} />;
}
