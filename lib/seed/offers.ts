import "server-only";
import { PRODUCTS, type ProductSeed } from "./catalogue-data";
import { discountedPrice } from "@/lib/pricing";
import { seededRandom } from "./ids";
import { ratingFromReviews, reviewsFor, type ReviewSeed } from "./reviews-data";

/**
 * The numbers of each demo product that are set by rule rather than by hand: discount, stock,
 * rating and the order in which the products were listed. All fixed, so every run agrees.
 */

// A spread from 0 to 60 percent, with several products at full price.
const DISCOUNTS = [30, 0, 20, 45, 10, 0, 25, 50, 15, 0, 35, 60, 40];

// A few sold out and a few nearly gone, so the stock line and disabled buttons can be seen.
const SOLD_OUT = new Set([9, 33, 50]);
const LOW_STOCK: Record<number, number> = { 4: 3, 21: 2, 40: 5, 55: 1, 62: 4 };

export type ProductOffer = {
  product: ProductSeed;
  index: number;
  discount: number;
  stock: number;
  rating: number;
  reviews: ReviewSeed[];
  /** Hours before "now" at which the product was listed: 0 is the newest. */
  listedHoursAgo: number;
};

/** Products listed round-robin across categories, so "latest" mixes themes. */
function listingOrder(products: ProductSeed[]): number[] {
  const byCategory = new Map<string, number[]>();
  products.forEach((p, i) => byCategory.set(p.category, [...(byCategory.get(p.category) ?? []), i]));
  const queues = [...byCategory.values()];
  const order: number[] = [];
  for (let round = 0; order.length < products.length; round++) {
    for (const queue of queues) {
      const next = queue[round];
      if (next !== undefined) order.push(next);
    }
  }
  return order;
}

function buildOffers(): ProductOffer[] {
  const random = seededRandom(7_302);
  const reviews = reviewsFor(PRODUCTS);
  const order = listingOrder(PRODUCTS);
  return PRODUCTS.map((product, index) => {
    const productReviews = reviews[index] ?? [];
    const stock = SOLD_OUT.has(index) ? 0 : (LOW_STOCK[index] ?? 10 + Math.floor(random() * 111));
    return {
      product,
      index,
      discount: DISCOUNTS[index % DISCOUNTS.length]!,
      stock,
      // The reviews' own average (0, unrated, without any): never a number no review gave.
      rating: ratingFromReviews(productReviews),
      reviews: productReviews,
      // About four months of listings, newest a few hours old.
      listedHoursAgo: order.indexOf(index) * 44 + 3,
    };
  });
}

export const PRODUCT_OFFERS: ProductOffer[] = buildOffers();

export function offerPrice(offer: ProductOffer): number {
  return discountedPrice(offer.product.price, offer.discount);
}

/** The lowest price a shopper pays among products matching `filter`. */
export function lowestPrice(filter: (offer: ProductOffer) => boolean = () => true): number {
  return Math.min(...PRODUCT_OFFERS.filter(filter).map(offerPrice));
}
