/**
 * The spec does not show the low-stock text. Ours: "Only N left" from 5 down to 1, a number a
 * shopper can act on, and the same threshold the demo catalogue's nearly-gone products use.
 * Above it every stock reads "In stock"; at 0, "Out of stock" (components/product-details).
 */
export const LOW_STOCK = 5;

/**
 * Whether a product page reads differently after its stock moved from `before` to `after`: the
 * stock line (and the page's availability) changes at or below LOW_STOCK, never above it. A
 * stored page needs revalidating only then, so selling a well-stocked tee keeps every cache.
 */
export function stockLineChanges(before: number, after: number): boolean {
  return Math.min(before, LOW_STOCK + 1) !== Math.min(after, LOW_STOCK + 1);
}
