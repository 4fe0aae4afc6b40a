/** A category's page: /category-data/{slug}. Server and client code both link to it. */
export function categoryHref(slug: string): string {
  return `/category-data/${encodeURIComponent(slug)}`;
}
