import { z } from "zod";
import { productGender } from "@/models/enums";
import { id, isoTime, whole } from "./common";
import { giftDocument } from "./content";

/** A product as the catalogue calls answer it: `_id`, `color`/`size` lists, `category` by name. */
export const productDocument = z.strictObject({
  _id: id,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  points: z.array(z.string()),
  price: whole,
  discount: whole,
  stock: whole,
  rating: z.number(),
  images: z.array(z.string()),
  color: z.array(z.string()),
  /** Pictures by colour name, front first. */
  colorImages: z.record(z.string(), z.array(z.string())),
  size: z.array(z.string()),
  brand: z.string(),
  category: z.string(),
  gender: z.enum(productGender.enumValues),
  /** Printed to order: returnable only if it arrives damaged or is the wrong item. */
  customPrinted: z.boolean(),
  sellerId: id,
  shopName: z.string(),
});
export type ProductDocument = z.infer<typeof productDocument>;

const products = z.array(productDocument);

export const categoryDocument = z.strictObject({ _id: id, name: z.string(), slug: z.string(), image: z.string() });
export type CategoryDocument = z.infer<typeof categoryDocument>;

/** GET /api/home/get-categorys */
export const categoriesAnswer = z.strictObject({ categorys: z.array(categoryDocument) });
export type CategoriesAnswer = z.infer<typeof categoriesAnswer>;
/** GET /api/home/menu-categorys: the menu needs no pictures. */
export const menuCategoriesAnswer = z.strictObject({ categorys: z.array(z.strictObject({ _id: id, name: z.string(), slug: z.string() })) });
export type MenuCategoriesAnswer = z.infer<typeof menuCategoriesAnswer>;

/** GET /api/home/get-products */
export const homeProductsAnswer = z.strictObject({
  products,
  latest_product: products,
  topRated_product: products,
  discount_product: products,
});
export type HomeProductsAnswer = z.infer<typeof homeProductsAnswer>;

/** GET /api/home/price-range-latest-product: displayed prices, lowest and highest. */
export const priceRangeAnswer = z.strictObject({ latest_product: products, priceRange: z.strictObject({ low: whole, high: whole }) });
export type PriceRangeAnswer = z.infer<typeof priceRangeAnswer>;

/** GET /api/home/get-product/{slugOrId} */
export const productPageAnswer = z.strictObject({ product: productDocument, relatedProducts: products, moreProducts: products });
export type ProductPageAnswer = z.infer<typeof productPageAnswer>;

/**
 * GET /api/home/quick-add/{slugOrId}: what the New Arrivals quick add needs of a product, read
 * when the shopper reaches for its button, so the home page does not carry it for ten cards.
 */
export const quickAddAnswer = z.strictObject({
  product: z.strictObject({
    id,
    name: z.string(),
    slug: z.string(),
    /** The first colour's front. */
    image: z.string().nullable(),
    /** Each colour's front by colour name ({ Navy: [front] }): the dialog shows the colour chosen. */
    colorImages: z.record(z.string(), z.array(z.string())),
    /** Whole rupees, already discounted (lib/pricing.ts). */
    price: whole,
    colors: z.array(z.string()),
    sizes: z.array(z.string()),
  }),
});
export type QuickAddAnswer = z.infer<typeof quickAddAnswer>;
export type QuickAddProduct = QuickAddAnswer["product"];

/** GET /api/home/get-products-cat/{category} (`product` is a list, as the contract names it). */
export const categoryProductsAnswer = z.strictObject({ product: products });
export type CategoryProductsAnswer = z.infer<typeof categoryProductsAnswer>;

/** GET /api/home/get-products-by-gender/{gender} */
export const productListAnswer = z.strictObject({ products });
export type ProductListAnswer = z.infer<typeof productListAnswer>;

/** GET /api/home/query-products: one page; `totalIsLowerBound` when the count stopped at its limit. */
export const productQueryAnswer = z.strictObject({ products, totalProduct: whole, parPage: whole, totalIsLowerBound: z.boolean() });
export type ProductQueryAnswer = z.infer<typeof productQueryAnswer>;

export const reviewDocument = z.strictObject({
  _id: id,
  name: z.string(),
  review: z.string(),
  rating: whole,
  date: isoTime,
  /** Its author had received the product when writing it. */
  verified: z.boolean(),
  images: z.array(z.string()),
});
export type ReviewDocument = z.infer<typeof reviewDocument>;

/** GET /api/home/customer/get-reviews/{productId}: `rating_review` counts each star, 5 down to 1. */
export const reviewPageAnswer = z.strictObject({
  reviews: z.array(reviewDocument),
  totalReview: whole,
  rating_review: z.array(z.strictObject({ rating: z.union([z.literal(5), z.literal(4), z.literal(3), z.literal(2), z.literal(1)]), sum: whole })),
});
export type ReviewPageAnswer = z.infer<typeof reviewPageAnswer>;

/** POST /api/home/customer/submit-review */
export const reviewAddedAnswer = z.strictObject({ message: z.string(), review: reviewDocument });
export type ReviewAddedAnswer = z.infer<typeof reviewAddedAnswer>;

/** GET /api/home/search_products: `popular` fills in when nothing matched. */
export const searchAnswer = z.strictObject({ products, gifts: z.array(giftDocument), popular: products });
export type SearchAnswer = z.infer<typeof searchAnswer>;

/** A product as a card draws it (lib/catalog/types.ts ProductSummary): nothing a card does not show. */
export const productCardData = z.strictObject({
  id,
  name: z.string(),
  slug: z.string(),
  price: whole,
  discount: whole,
  image: z.string().nullable(),
  hoverImage: z.string().nullable(),
  rating: z.number(),
  category: z.string(),
});

/**
 * GET /api/home/more-sections: what the home page shows below its first screen and a scroll
 * (docs/decisions/0031), fetched by the page when the shopper comes near it.
 */
export const homeMoreSectionsAnswer = z.strictObject({
  bestSale: z.array(productCardData),
  social: z.array(z.strictObject({ id, name: z.string(), slug: z.string(), image: z.string().nullable() })),
  blogs: z.array(z.strictObject({ id, name: z.string(), slug: z.string(), image: z.string().nullable(), teaser: z.string() })),
  mayLike: z.array(productCardData),
  categories: z.array(z.strictObject({ id, name: z.string(), slug: z.string(), image: z.string() })),
});
export type HomeMoreSectionsAnswer = z.infer<typeof homeMoreSectionsAnswer>;
