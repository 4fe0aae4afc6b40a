import type { productGender } from "@/models/enums";

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

/** A product's theme: the gender column of the schema. */
export type ProductGender = (typeof productGender.enumValues)[number];

/**
 * A product with every field the API contract names. It is also a ProductSummary, so any list of these
 * can feed the product cards directly.
 */
export type Product = ProductSummary & {
  description: string;
  /** Bullet points of the details page. */
  points: string[];
  stock: number;
  /** The first colour's pictures; the first is the main one, the second the hover view. */
  images: string[];
  colors: string[];
  /**
   * The pictures of each colour by its name, front first ({ Navy: [front, back] }). A colour
   * without an entry shows `images`: read them through lib/catalog/colour-pictures.ts.
   */
  colorImages: Record<string, string[]>;
  sizes: string[];
  brand: string;
  /** The category's slug, for links to /category-data/{slug}. */
  categorySlug: string;
  gender: ProductGender;
  /** Printed to order: returnable only if it arrives damaged or is the wrong item. */
  customPrinted: boolean;
  sellerId: string;
  shopName: string;
};

export type Category = {
  id: string;
  name: string;
  slug: string;
  image: string;
};

/** The home page's product lists (see HOME_* limits in products.ts). */
export type HomeProducts = {
  /** The newest products: the home grid, search suggestions, "Product May You Like" (items 7 to 11). */
  products: Product[];
  /** The newest few, for the Best Sale carousel. */
  latest: Product[];
  /** Best rated first. */
  topRated: Product[];
  /** Biggest discount first; only discounted products. */
  discounted: Product[];
};

/** Everything the product details page needs. */
export type ProductPage = {
  product: Product;
  /** Same category, the product itself excluded, newest first. */
  related: Product[];
  /** Same shop (seller), the product itself excluded, newest first. */
  more: Product[];
};

/** Lowest and highest displayed price over the catalogue, in whole rupees. */
export type PriceRange = { low: number; high: number };

export type PriceSort = "low-to-high" | "high-to-low" | "top-rated";

/** The collections filters, all optional and applied together. */
export type ProductQuery = {
  /** A category's name or slug, case-insensitive. */
  category?: string;
  /** At least this many stars. */
  rating?: number;
  /** Displayed price from, in whole rupees (inclusive). */
  lowPrice?: number;
  /** Displayed price up to, in whole rupees (inclusive). */
  highPrice?: number;
  /** By displayed price; without it, newest first. */
  sortPrice?: PriceSort;
  /** From 1. */
  pageNumber?: number;
  /** Inside product names or category names, case-insensitive. */
  searchValue?: string;
  /** One colour the product comes in, case-insensitive. */
  color?: string;
};

export type ProductQueryResult = {
  products: Product[];
  /** How many products match the filters over all pages, up to MATCH_COUNT_LIMIT. */
  total: number;
  /** More than `total` match (the count stopped at its limit: shown "1,000+"). */
  totalIsLowerBound: boolean;
  /** Page size (PRODUCTS_PER_PAGE). */
  perPage: number;
  page: number;
};

export type Review = {
  id: string;
  name: string;
  review: string;
  /** 1 to 5 stars. */
  rating: number;
  /** When it was written, ISO 8601. */
  date: string;
  /** Its author had received the product when writing it: shown as "Verified buyer". */
  verified: boolean;
  /** Its photos' addresses (/uploads/reviews/...), at most 3. */
  images: string[];
};

export type ReviewPage = {
  /** This page's reviews, newest first. */
  reviews: Review[];
  /** Reviews of the product over all pages. */
  total: number;
  /** How many reviews gave each number of stars, 5 down to 1. */
  perStar: { rating: 5 | 4 | 3 | 2 | 1; count: number }[];
  page: number;
  perPage: number;
};

/** One slide of a banner carousel. */
export type BannerSlide = {
  id: string;
  url: string;
  /** The phone crop (4:3), or null when the banner has only its wide picture. */
  phoneUrl: string | null;
  /** What the banner says; "" for a banner stored before banners carried words. */
  alt: string;
  /** A path of this shop a tap leads to, or null. */
  link: string | null;
};

/** A banner and where it shows ('Home Page', or a theme such as 'fitness'). */
export type Banner = BannerSlide & { category: string };
