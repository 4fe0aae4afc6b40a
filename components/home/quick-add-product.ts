import { callApi, refusalText, segment } from "@/components/shop-data/api";
import type { QuickAddAnswer, QuickAddProduct } from "@/lib/api-answers/catalog";

/** What the quick add read: the product, or the shopper's words for why it could not. */
export type QuickAddRead = { ok: true; product: QuickAddProduct } | { ok: false; message: string };

/** One read per product per page view, shared by the early fetch (pointer, focus) and the open. */
const reads = new Map<string, Promise<QuickAddRead>>();

/**
 * The product's colours, sizes and price for the quick-add dialog (GET /api/home/quick-add/{slug}).
 * The same promise every time, so the dialog can wait on it with `use` while it suspends; a
 * failed read is forgotten, so the next tap asks again. It never rejects: a refusal becomes
 * the words the button announces.
 */
export function readQuickAddProduct(slug: string): Promise<QuickAddRead> {
  let read = reads.get(slug);
  if (!read) {
    read = callApi<QuickAddAnswer>(`/home/quick-add/${segment(slug)}`, {
      cacheable: true,
      fallback: "Could not load this product's sizes. Please try again.",
    }).then(
      (answer): QuickAddRead => ({ ok: true, product: answer.product }),
      (error: unknown): QuickAddRead => {
        reads.delete(slug);
        return { ok: false, message: refusalText(error) };
      },
    );
    reads.set(slug, read);
  }
  return read;
}
