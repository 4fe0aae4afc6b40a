import { PRICE_SORTS } from "@/lib/catalog/params";
import type { FacetFilters } from "@/lib/catalog/facets";
import { MAX_PAGE } from "@/lib/catalog/paging";
import { FILTER_COLOURS, PRICE_BANDS, RATING_STEPS, priceBandKey, type FilterColour, type PriceBand, type RatingStep } from "@/lib/catalog/filter-options";
import type { PriceSort, ProductQuery } from "@/lib/catalog/types";
import { formatRupees } from "@/lib/format";

/**
 * The collections page's state, as its URL spells it:
 * /collections?price=500-1000&rating=4&color=Black&sort=low-to-high&page=2.
 * Parsing is forgiving (a shared or typed URL with a value we do not offer shows the
 * unfiltered choice rather than an error); writing is strict and always in that order, so
 * one view has one URL.
 */
export type CollectionState = {
  price?: PriceBand;
  rating?: RatingStep;
  color?: FilterColour;
  sort?: PriceSort;
  /** From 1. */
  page: number;
  /**
   * The phone's Filters panel stays open (`panel=filters`): the links inside it carry this, so a
   * shopper picking several filters keeps the panel and their place; "Show N results" drops it.
   */
  panel?: boolean;
};

export const COLLECTIONS_PATH = "/collections";

type RawParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  const one = Array.isArray(value) ? value[0] : value;
  const trimmed = one?.trim();
  return trimmed ? trimmed : undefined;
}

export function parseCollectionState(params: RawParams): CollectionState {
  const price = first(params.price);
  const rating = first(params.rating);
  const color = first(params.color)?.toLowerCase();
  const sort = first(params.sort);
  const page = first(params.page);
  const pageNumber = page && /^\d{1,5}$/.test(page) ? Number(page) : 1;
  return {
    price: PRICE_BANDS.find((band) => priceBandKey(band) === price),
    rating: RATING_STEPS.find((stars) => String(stars) === rating),
    color: FILTER_COLOURS.find((name) => name.toLowerCase() === color),
    sort: PRICE_SORTS.find((s) => s === sort),
    page: pageNumber >= 1 && pageNumber <= MAX_PAGE ? pageNumber : 1,
    panel: first(params.panel) === "filters" ? true : undefined,
  };
}

/** The URL of a state. Only filters shape the page count, so changing one goes back to page 1. */
export function collectionHref(state: CollectionState): string {
  const search = new URLSearchParams();
  if (state.price) search.set("price", priceBandKey(state.price));
  if (state.rating) search.set("rating", String(state.rating));
  if (state.color) search.set("color", state.color);
  if (state.sort) search.set("sort", state.sort);
  if (state.page > 1) search.set("page", String(state.page));
  if (state.panel) search.set("panel", "filters");
  const query = search.toString();
  return query ? `${COLLECTIONS_PATH}?${query}` : COLLECTIONS_PATH;
}

/** A filter or the sort changed: the same view otherwise, from its first page. */
export function withChange(state: CollectionState, change: Partial<Omit<CollectionState, "page">>): CollectionState {
  return { ...state, ...change, page: 1 };
}

/** How many filters are on (sort and page are not filters). */
export function activeFilterCount(state: CollectionState): number {
  return [state.price, state.rating, state.color].filter((value) => value !== undefined).length;
}

export function facetFilters(state: CollectionState): FacetFilters {
  return {
    lowPrice: state.price?.low,
    highPrice: state.price?.high,
    rating: state.rating,
    color: state.color,
  };
}

/** The catalogue query of a state: the same filters GET /api/home/query-products takes. */
export function productQuery(state: CollectionState): ProductQuery {
  const query: ProductQuery = { pageNumber: state.page };
  if (state.price) {
    query.lowPrice = state.price.low;
    query.highPrice = state.price.high;
  }
  if (state.rating) query.rating = state.rating;
  if (state.color) query.color = state.color;
  if (state.sort) query.sortPrice = state.sort;
  return query;
}

/**
 * The URL search engines should keep for a state: its filters and page, without the sort
 * (a sorted view holds the same products as the unsorted one) or the open panel.
 */
export function canonicalCollectionHref(state: CollectionState): string {
  return collectionHref({ ...state, sort: undefined, panel: undefined });
}

/**
 * Whether a view is worth indexing: the whole collection or one filter ("Black T-shirts",
 * "T-shirts from ₹500 to ₹1,000"), with something in it. Combinations of filters multiply into
 * thousands of thin near-duplicates, so they stay out of the index but keep their links followed.
 */
export function isIndexableCollection(state: CollectionState, total: number): boolean {
  return activeFilterCount(state) <= 1 && total > 0;
}

/** "₹500 to ₹1,000" */
export function priceBandLabel(band: PriceBand): string {
  return `${formatRupees(band.low)} to ${formatRupees(band.high)}`;
}

/** "4 stars and up" (5 is simply "5 stars"). */
export function ratingLabel(stars: RatingStep): string {
  return stars === 5 ? "5 stars" : `${stars} stars and up`;
}

/**
 * The page's title for a state, in the words a shopper would search with:
 * "Black Printed T-Shirts from ₹500 to ₹1,000, Rated 4 Stars and Up (Page 2)".
 */
export function collectionTitle(state: CollectionState): string {
  const parts = [`${state.color ? `${state.color} ` : ""}Printed T-Shirts${activeFilterCount(state) === 0 ? ", Hoodies and Tanks" : ""}`];
  if (state.price) parts.push(`from ${priceBandLabel(state.price)}`);
  let title = parts.join(" ");
  if (state.rating) title += `, Rated ${state.rating === 5 ? "5 Stars" : `${state.rating} Stars and Up`}`;
  if (activeFilterCount(state) === 0) title = `Shop All ${title}`;
  return state.page > 1 ? `${title} (Page ${state.page})` : title;
}
