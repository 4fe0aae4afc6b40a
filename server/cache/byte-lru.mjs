// A cache whose entries count their size in bytes and together stay within a budget: the least
// recently used go first. The image cache (shop-cache-handler.mjs) and the shared cache in front
// of Next (shared-cache.mjs) both keep their bytes in one. lru-cache does the work; this adds
// `grow`, for the compressed copies a stored page gains after it was stored.
import { LRUCache } from "lru-cache";

/**
 * @template V
 * @typedef {{
 *   get(key: string): V | undefined,
 *   peek(key: string): V | undefined,
 *   set(key: string, value: V, size: number): boolean,
 *   grow(key: string, extra: number): boolean,
 *   delete(key: string): void,
 *   clear(): void,
 *   keys(): IterableIterator<string>,
 *   readonly size: number,
 *   readonly bytes: number,
 * }} ByteLru
 */

/**
 * lru-cache counts sizes in whole bytes above 0: an empty entry counts as one byte.
 * @param {number} size
 */
const countedSize = (size) => Math.max(1, Math.ceil(size));

/**
 * @template [V=unknown]
 * @param {number} budgetBytes
 * @returns {ByteLru<V>}
 */
export function createByteLru(budgetBytes) {
  /** @type {LRUCache<string, { value: V, size: number }>} */
  const entries = new LRUCache({ maxSize: Math.max(1, Math.floor(budgetBytes)), sizeCalculation: (entry) => countedSize(entry.size) });

  return {
    /** The value, now the most recently used; undefined when absent. */
    get(key) {
      return entries.get(key)?.value;
    },
    /** The value without touching its place in line. */
    peek(key) {
      return entries.peek(key)?.value;
    },
    /** Keeps value (replacing any under key), dropping the oldest to make room; false when it alone is over budget. */
    set(key, value, size) {
      entries.delete(key);
      if (countedSize(size) > entries.maxSize) return false;
      entries.set(key, { value, size });
      return true;
    },
    /**
     * Counts `extra` more bytes for key's entry (now the most recently used), dropping the least
     * recently used others to make room; false (nothing dropped) when the entry would be over
     * budget on its own.
     */
    grow(key, extra) {
      const entry = entries.peek(key);
      if (!entry || countedSize(entry.size + extra) > entries.maxSize) return false;
      // A new record: lru-cache counts a size again only when the value it holds changes.
      entries.set(key, { value: entry.value, size: entry.size + extra });
      return true;
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    /** Every key, most recently used first (without touching their place in line). */
    keys() {
      return entries.keys();
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}
