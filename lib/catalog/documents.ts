import type { Banner, Category, Product, ReviewPage } from "./types";

/**
 * The catalogue as the API contract spells it: Mongo-style `_id`, `color`/`size`
 * lists, `category` as the category's name. Route handlers send these; pages use the app
 * types directly.
 */

export type ProductDocument = {
  _id: string;
  name: string;
  slug: string;
  description: string;
  points: string[];
  price: number;
  discount: number;
  stock: number;
  rating: number;
  images: string[];
  color: string[];
  /** Pictures by colour name, front first (not in the contract: the cart and pages show the chosen colour). */
  colorImages: Record<string, string[]>;
  size: string[];
  brand: string;
  category: string;
  gender: string;
  sellerId: string;
  shopName: string;
};

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
    sellerId: product.sellerId,
    shopName: product.shopName,
  };
}

export const toProductDocuments = (list: Product[]) => list.map(toProductDocument);

export function toCategoryDocument({ id, name, slug, image }: Category) {
  return { _id: id, name, slug, image };
}

export function toBannerDocument({ id, url, category, phoneUrl, alt, link }: Banner) {
  return { _id: id, url, category, phoneUrl, alt, link };
}

/** GET /home/customer/get-reviews: `rating_review` counts each star, 5 down to 1, as `sum`. */
export function toReviewPageDocument(page: ReviewPage) {
  return {
    reviews: page.reviews.map(({ id, name, review, rating, date, verified, images }) => ({ _id: id, name, review, rating, date, verified, images })),
    totalReview: page.total,
    rating_review: page.perStar.map(({ rating, count }) => ({ rating, sum: count })),
  };
}
