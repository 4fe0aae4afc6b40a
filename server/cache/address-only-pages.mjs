// Pages Next renders at request time whose HTML depends on their address alone: the filtered
// collection, the offers, the gift store, the theme listings, the sample reviews, and a product's
// page visited as a document (proxy.ts renders it per request, app/(store)/product/document). They read
// the URL and 'use cache' catalogue data, never the visitor's cookies or headers (the layout
// reads neither: names and cart counts are client islands), so one rendering of an address is
// right for every shopper until the catalogue changes.
//
// Next marks them `private, no-cache` (it cannot know what a render read), so the shared cache
// would render /collections?color=Red again for every shopper, a full render each time. The
// shared cache keeps them anyway (server/cache/shared-cache.mjs),
// emptied with everything else on any catalogue write. Not here: the search page, whose answer
// depends on the asker's search allowance (lib/catalog/search-limit.ts), and every page that
// reads a session. A page added here must read nothing but its address: the test
// "address-only pages are the same for a signed-in shopper and a stranger" (e2e/route-cache.spec.ts)
// compares the two.

/** Paths (without query) of address-only pages. */
const ADDRESS_ONLY_PATHS = new Set(["/collections", "/offer-promotion", "/gift-store", "/reviews", "/products/search"]);
/** Path prefixes of address-only pages (the theme listings' optional trailing parts). */
const ADDRESS_ONLY_PREFIXES = ["/products/search/"];

/** A product's page (not its review pages, which the route cache keeps as before). */
const PRODUCT_PAGE = /^\/product\/details\/[^/]+$/;

/**
 * Whether this request URL (path and query) names an address-only page.
 * @param {string} url
 */
export function isAddressOnlyPage(url) {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  return ADDRESS_ONLY_PATHS.has(path) || ADDRESS_ONLY_PREFIXES.some((prefix) => path.startsWith(prefix)) || PRODUCT_PAGE.test(path);
}
