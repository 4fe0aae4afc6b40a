import { revalidateTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { stockLineChanges } from "@/lib/catalog/stock-line";
import type { StockMove } from "./stock";

/**
 * After an order took stock (or a cancellation gave it back), the stored product pages whose
 * stock line now reads differently ("Only 2 left", "Out of stock", back "In stock") are
 * revalidated at once, so a shopper is not offered Buy Now on a tee that just sold out. A move
 * far above the low-stock line changes no page and revalidates nothing. Call it after the
 * transaction commits.
 *
 * Outside a request (the expiry job, a script) Next has nothing to revalidate with: those pages
 * catch up when their cache life ends.
 */
export function revalidateStockShown(moves: readonly StockMove[]): void {
  const slugs = new Set(moves.filter((move) => stockLineChanges(move.before, move.after)).map((move) => move.slug));
  for (const slug of slugs) {
    try {
      revalidateTag(cacheTags.product(slug), { expire: 0 });
    } catch (error) {
      if (error instanceof Error && /static generation store missing/.test(error.message)) return;
      throw error;
    }
  }
}
