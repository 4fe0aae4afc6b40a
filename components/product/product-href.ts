/**
 * A product's page address. Its own module, not the card's: client islands that only link to a
 * product (Add to Cart, the blog sidebar) would otherwise carry the whole card component in their
 * chunk, since a module ships with every export any client code uses.
 */
export function productHref(slug: string): string {
  return `/product/details/${encodeURIComponent(slug)}`;
}
