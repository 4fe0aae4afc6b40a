/**
 * Cache tags of catalogue and content reads. A read tags itself with these; a write calls
 * revalidateTag / updateTag with exactly the tags of what it changed.
 */
export const cacheTags = {
  /** Every product list and product card (new arrivals, listings, search). */
  products: "products",
  /** One product's detail page data. */
  product: (slug: string) => `product:${slug}`,
  /** One product's reviews and their per-star counts (a new review revalidates it). */
  reviews: (productId: string) => `reviews:${productId}`,
  categories: "categories",
  banners: "banners",
  blogs: "blogs",
  gifts: "gifts",
  coupons: "coupons",
} as const;
