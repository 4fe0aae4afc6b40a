"use client";

import { useEffect } from "react";
import { rememberViewed, type ViewedProduct } from "@/components/product/recently-viewed-store";

/**
 * Records, once the page is in the browser, that the shopper looked at this product, for the
 * "Recently viewed" lists (components/product/recently-viewed-store.ts). Renders nothing.
 * Pass only the five fields (not the whole product) to keep the page's payload small.
 */
export function RecordView({ product }: { product: ViewedProduct }) {
  const { slug, name, image, price, discount } = product;
  useEffect(() => {
    rememberViewed({ slug, name, image, price, discount });
  }, [slug, name, image, price, discount]);
  return null;
}
