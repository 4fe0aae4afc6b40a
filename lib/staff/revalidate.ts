import { revalidateTag } from "next/cache";

/**
 * Revalidates the cache tags a staff write touched (lib/cache-tags.ts), at once (`expire: 0`),
 * so the next request for a page that read them renders it anew; the shop's cache handler
 * empties the shared cache in front of Next with it. Call after the write has committed.
 * Outside a request (a script) Next has nothing to revalidate with: pages catch up when their
 * cache life ends.
 */
export function revalidateTags(...tags: string[]): void {
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (error instanceof Error && /static generation store missing/.test(error.message)) return;
      throw error;
    }
  }
}
