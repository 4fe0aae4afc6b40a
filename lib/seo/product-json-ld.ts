import type { Product, ReviewPage } from "@/lib/catalog/types";
import { discountedPrice } from "@/lib/pricing";
import { averageRating } from "@/lib/reviews/average";

/** Average and number of a product's reviews; null when it has none. */
export type ReviewStats = { average: number; total: number };

/**
 * The average star rating over every review, to one decimal, from the per-star counts of a
 * review page (the summary the page shows and the JSON-LD rating agree, and equal the product's
 * stored rating: the same averageRating); null without reviews.
 */
export function reviewStats(perStar: ReviewPage["perStar"]): ReviewStats | null {
  const total = perStar.reduce((sum, star) => sum + star.count, 0);
  if (total === 0) return null;
  const stars = perStar.reduce((sum, star) => sum + star.rating * star.count, 0);
  return { average: averageRating(stars, total), total };
}

export function productPath(slug: string): string {
  return `/product/details/${encodeURIComponent(slug)}`;
}

/** A stored picture's address made absolute; pictures already on another host stay as they are. */
function pictureUrl(src: string, absolute: (path: string) => string): string {
  return /^https?:\/\//i.test(src) ? src : absolute(src.startsWith("/") ? src : `/${src}`);
}

/**
 * schema.org structured data of a product page: the Product with its Offer (the price a shopper
 * pays, in rupees), its AggregateRating when it has reviews, and the page's BreadcrumbList
 * (Home > Category > Product). `absolute` turns a path into a URL on the shop's public address.
 */
export function productJsonLd({
  product,
  reviews,
  absolute,
}: {
  product: Product;
  reviews: ReviewStats | null;
  absolute: (path: string) => string;
}) {
  const url = absolute(productPath(product.slug));
  const images = product.images.length > 0 ? product.images : product.image ? [product.image] : [];

  const productNode = {
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.name,
    image: images.map((src) => pictureUrl(src, absolute)),
    description: product.description,
    sku: product.id,
    category: product.category,
    brand: { "@type": "Brand", name: product.brand },
    offers: {
      "@type": "Offer",
      url,
      // The displayed price, as schema.org wants it: digits only, no symbol or grouping.
      price: String(discountedPrice(product.price, product.discount)),
      priceCurrency: "INR",
      availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: product.shopName },
    },
    ...(reviews && reviews.total > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: reviews.average,
            reviewCount: reviews.total,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };

  const breadcrumb = {
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: absolute("/") },
      {
        "@type": "ListItem",
        position: 2,
        name: product.category,
        item: absolute(`/category-data/${encodeURIComponent(product.categorySlug)}`),
      },
      { "@type": "ListItem", position: 3, name: product.name, item: url },
    ],
  };

  return { "@context": "https://schema.org", "@graph": [productNode, breadcrumb] };
}

/**
 * JSON for a <script type="application/ld+json">: "<" (and ">", "&") become unicode escapes,
 * so a product text holding "</script>" cannot end the script early (Next docs, JSON-LD guide).
 * The escapes are still valid JSON and parse back to the same text.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026");
}
