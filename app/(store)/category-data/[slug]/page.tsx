import type { Metadata } from "next";
import { categoryHref } from "@/components/listing/category-href";
import { CategoryListing, categoryFor } from "@/components/listing/category-listing";
import { firstPicture, listingMetadata } from "@/components/listing/listing-metadata";
import { pageParam, placeholderParams } from "@/lib/page-params";

type Props = { params: Promise<{ slug: string }> };

/**
 * A blocking page: rendered whole at request time rather than a static shell with the listing
 * streamed into it. Streamed content is revealed by inline scripts, so without JavaScript it
 * stays hidden; rendered whole, the listing, filters, links and View More work with plain
 * HTML, the metadata sits in <head> for every crawler, and nothing shifts as data arrives. The
 * URL is read before any catalogue read, so a build never opens the database; the reads are
 * cached ('use cache'), so waiting for them costs little. After its first visit the page is
 * served whole from the route cache (lib/page-params.ts).
 */
export const instant = false;

export function generateStaticParams() {
  return placeholderParams("slug");
}

/** One address per category: /category-data/PETS and /category-data/pets name the same page. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await categoryFor(await pageParam(params, "slug"));
  if (!found) return { title: "Category not found", robots: { index: false, follow: true } };
  const { category, products } = found;
  return listingMetadata({
    title: `${category.name} T-Shirts and Hoodies`,
    description: `Shop ${products.length} printed ${category.name.toLowerCase()} designs at TeeRang: T-shirts, hoodies and tanks with prices in rupees and free shipping across India.`,
    canonical: categoryHref(category.slug),
    image: category.image ? { url: category.image, width: 600, height: 600, alt: category.name } : firstPicture(products),
  });
}

/**
 * /category-data/{slug}. An unknown category gets the 404 page with a 404 status from
 * proxy.ts (categoryExists) before this page runs; notFound() here covers one deleted since.
 */
export default function CategoryPage({ params }: Props) {
  return (
    <div className="mx-auto max-w-7xl px-3 pb-10 pt-2 sm:px-4 sm:pt-4">
      <CategoryListing params={params} />
    </div>
  );
}
