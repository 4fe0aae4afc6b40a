/**
 * Stands in for `next/cache` in vitest, where no Next server runs: `'use cache'` is only a
 * string there, so services run uncached, and cacheLife/cacheTag have nothing to attach to.
 * Revalidations are recorded so a test can assert a write revalidates exactly its tags.
 */
export const revalidatedTags: string[] = [];

export function cacheLife(): void {}
export function cacheTag(): void {}
export function revalidateTag(tag: string): void {
  revalidatedTags.push(tag);
}
export function updateTag(tag: string): void {
  revalidatedTags.push(tag);
}
export function revalidatePath(): void {}
export function refresh(): void {}
