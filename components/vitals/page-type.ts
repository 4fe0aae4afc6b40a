import type { PageType } from "@/models/web-vital-kinds";

/**
 * The kind of page a path is, by its first segment: the only trace of the address a beacon
 * carries, since a path may hold a search, an order id or a payment link, and the figures are
 * read per kind anyway. Anything else (policies, about, the query form, a 404) is "other".
 */
const BY_FIRST_SEGMENT: Readonly<Record<string, PageType>> = {
  "": "home",
  home: "home",
  collections: "collections",
  "category-data": "collections",
  products: "collections",
  product: "product",
  reviews: "product",
  blog: "blog",
  blogdetail: "blog",
  "gift-store": "gift-store",
  cart: "cart",
  checkout: "checkout",
  shiping: "checkout",
  payment: "checkout",
  dashboard: "account",
  "dashboard-client": "account",
  login: "account",
  wishlist: "account",
};

export function pageTypeOf(pathname: string): PageType {
  const first = pathname.split("/")[1] ?? "";
  return Object.hasOwn(BY_FIRST_SEGMENT, first) ? BY_FIRST_SEGMENT[first]! : "other";
}
