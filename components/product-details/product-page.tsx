import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { slugParam } from "@/lib/catalog/params";
import { getProduct } from "@/lib/catalog/products";
import type { Product } from "@/lib/catalog/types";
import { truncate } from "@/lib/format";
import { pageParam } from "@/lib/page-params";
import { productPath } from "@/lib/seo/product-json-ld";
import { absoluteUrl } from "@/lib/seo/sitemap-entries";
import { shop } from "@/lib/shop";
import { ProductDetails } from "./product-details";
import { ProductsYouMayLike } from "./products-you-may-like";
import { RecordView } from "./record-view";

export type ProductRouteParams = Promise<{ slug: string; page?: string }>;

/** Product pictures are drawn 800 x 1000. */
const PICTURE = { width: 800, height: 1000 } as const;
/** Search result snippets show about this much. */
const META_DESCRIPTION = 155;

/** The product the URL names (slug or id), or null; a malformed slug never reaches the database. */
async function productFor(params: ProductRouteParams): Promise<Product | null> {
  const key = slugParam.safeParse(await pageParam(params, "slug"));
  if (!key.success) return null;
  return getProduct(key.data);
}

/** The review page a /reviews/{page} URL names (proxy.ts has checked it is a whole number from 1). */
async function reviewPageOf(params: ProductRouteParams): Promise<number | null> {
  const { page } = await params;
  if (page === undefined) return null;
  const number = Number(page);
  if (!Number.isSafeInteger(number) || number < 1) notFound();
  return number;
}

/** Title, description, canonical URL (the product page itself, for every review page) and picture. */
export async function productMetadata(params: ProductRouteParams): Promise<Metadata> {
  const product = await productFor(params);
  if (!product) return { title: "Product not found", robots: { index: false } };
  const path = productPath(product.slug);
  const description = truncate(product.description, META_DESCRIPTION);
  return {
    title: product.name,
    description,
    alternates: { canonical: path },
    // Replaces the layout's openGraph (Next merges shallowly), so it repeats the site name and locale.
    openGraph: {
      type: "website",
      siteName: shop.name,
      locale: "en_IN",
      title: `${product.name} | ${shop.name}`,
      description,
      url: absoluteUrl(path),
      ...(product.image ? { images: [{ url: absoluteUrl(product.image), ...PICTURE, alt: product.name }] } : {}),
    },
  };
}

/**
 * The product, from the catalogue cache, once the params are known. An unknown slug shows the
 * 404 page (proxy.ts answers it with a 404 status first; notFound() stays for a product deleted
 * in between).
 */
async function ProductDetailsPart({ params }: { params: ProductRouteParams }) {
  const [product, reviewPage] = await Promise.all([productFor(params), reviewPageOf(params)]);
  if (!product) notFound();
  return (
    <>
      <ProductDetails product={product} reviewPage={reviewPage} />
      <RecordView
        product={{ slug: product.slug, name: product.name, image: product.image, price: product.price, discount: product.discount }}
      />
    </>
  );
}

/**
 * /product/details/{slug} and its review pages /product/details/{slug}/reviews/{page}.
 * A blocking page (the routes set `instant = false`): it renders whole once
 * its params are known, from cached data only, so the build reads nothing, the stored page
 * carries no skeletons, and it works without JavaScript. After the first visit it is served
 * whole from the route cache.
 */
export function ProductPage({ params }: { params: ProductRouteParams }) {
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 pb-8 pt-4 sm:px-6 sm:pt-6 lg:space-y-16">
      <ProductDetailsPart params={params} />
      <ProductsYouMayLike ready={pageParam(params, "slug")} />
    </div>
  );
}
