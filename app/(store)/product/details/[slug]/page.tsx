import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { Suspense } from "react";
import { ProductDetails, ProductDetailsSkeleton, reviewPageParam } from "@/components/product-details/product-details";
import { ProductsYouMayLike, ProductsYouMayLikeSkeleton } from "@/components/product-details/products-you-may-like";
import { slugParam } from "@/lib/catalog/params";
import { getProductPage } from "@/lib/catalog/products";
import { truncate } from "@/lib/format";
import { productPath } from "@/lib/seo/product-json-ld";
import { absoluteUrl } from "@/lib/seo/sitemap-entries";
import { shop } from "@/lib/shop";

type Params = Promise<{ slug: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Product pictures are drawn 800 x 1000. */
const PICTURE = { width: 800, height: 1000 } as const;
/** Search result snippets show about this much. */
const META_DESCRIPTION = 155;

/** The product the URL names (slug or id), or null; a malformed slug never reaches the database. */
async function productFor(params: Params) {
  const { slug } = await params;
  const key = slugParam.safeParse(slug);
  if (!key.success) return null;
  return (await getProductPage(key.data))?.product ?? null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await connection();
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
 * The product, read at request time from the catalogue cache. An unknown slug shows the 404
 * page (proxy.ts answers it with a 404 status before the page streams).
 */
async function ProductDetailsPart({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  await connection();
  const product = await productFor(params);
  if (!product) notFound();
  const { reviews } = await searchParams;
  return <ProductDetails product={product} reviewPage={reviewPageParam(reviews)} />;
}

/** /product/details/{slug}: one product (spec §2 "Product details"). */
export default function ProductDetailsPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 pb-8 pt-4 sm:px-6 sm:pt-6 lg:space-y-16">
      <Suspense fallback={<ProductDetailsSkeleton />}>
        <ProductDetailsPart params={params} searchParams={searchParams} />
      </Suspense>
      <Suspense fallback={<ProductsYouMayLikeSkeleton />}>
        <ProductsYouMayLike />
      </Suspense>
    </div>
  );
}
