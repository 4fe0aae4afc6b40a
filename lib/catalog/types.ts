/** What a product card shows: a product reshaped for the UI, never a raw row. */
export type ProductSummary = {
  id: string;
  name: string;
  slug: string;
  /** Whole rupees before discount; the displayed price comes from lib/pricing.ts. */
  price: number;
  /** Percent, 0 to 100. */
  discount: number;
  /** images[0] of the product, or null when it has none. */
  image: string | null;
  /** images[1], shown on hover, or null. */
  hoverImage: string | null;
  rating: number;
  /** The category's display name. */
  category: string;
};

/** One slide of a banner carousel. */
export type BannerSlide = {
  id: string;
  url: string;
};
