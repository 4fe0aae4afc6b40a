import type { CategoryDocument, ProductDocument, ReviewPageAnswer } from "@/lib/api-answers/catalog";
import type { BannerDocument } from "@/lib/api-answers/content";
import type { Banner, Category, Product, ReviewPage } from "./types";

/**
 * The catalogue as the API contract spells it: Mongo-style `_id`, `color`/`size`
 * lists, `category` as the category's name. Route handlers send these; pages use the app
 * types directly.
 */

export type { ProductDocument };

export function toProductDocument(product: Product): ProductDocument {
  return {
    _id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.description,
    points: product.points,
    price: product.price,
    discount: product.discount,
    stock: product.stock,
    rating: product.rating,
    images: product.images,
    color: product.colors,
    colorImages: product.colorImages,
    size: product.sizes,
    brand: product.brand,
    category: product.category,
    gender: product.gender,
    customPrinted: product.customPrinted,
    sellerId: product.sellerId,
    shopName: product.shopName,
  };
}

export const toProductDocuments = (list: Product[]) => list.map(toProductDocument);

export function toCategoryDocument({ id, name, slug, image }: Category): CategoryDocument {
  return { _id: id, name, slug, image };
}

export function toBannerDocument({ id, url, category, phoneUrl, alt, link }: Banner): BannerDocument {
  return { _id: id, url, category, phoneUrl, alt, link };
}

/** GET /home/customer/get-reviews: `rating_review` counts each star, 5 down to 1, as `sum`. */
export function toReviewPageDocument(page: ReviewPage): ReviewPageAnswer {
  return {
    reviews: page.reviews.map(({ id, name, review, rating, date, verified, images }) => ({ _id: id, name, review, rating, date, verified, images })),
    totalReview: page.total,
    rating_review: page.perStar.map(({ rating, count }) => ({ rating, sum: count })),
  };
}
