// A Map whose entries count their size in bytes and together stay within a budget: the least
// recently used go first. The image cache (shop-cache-handler.mjs) and the shared cache in front
// of Next (shared-cache.mjs) both keep their bytes in one.

/** @param {number} budgetBytes */
export function createByteLru(budgetBytes) {
  /** key -> { value, size }, least recently used first (a Map keeps insertion order). */
  const entries = new Map();
  let bytes = 0;

  function forget(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  }

  return {
    /** The value, now the most recently used; undefined when absent. */
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    /** The value without touching its place in line. */
    peek(key) {
      return entries.get(key)?.value;
    },
    /** Keeps value (replacing any under key), dropping the oldest to make room; false when it alone is over budget. */
    set(key, value, size) {
      forget(key);
      if (size > budgetBytes) return false;
      while (bytes + size > budgetBytes && entries.size > 0) forget(entries.keys().next().value);
      entries.set(key, { value, size });
      bytes += size;
      return true;
    },
    /**
     * Counts `extra` more bytes for key's entry, dropping the least recently used others to make
     * room; false (nothing dropped) when the entry would be over budget on its own.
     */
    grow(key, extra) {
      const entry = entries.get(key);
      if (!entry || entry.size + extra > budgetBytes) return false;
      for (const other of entries.keys()) {
        if (bytes + extra <= budgetBytes) break;
        if (other !== key) forget(other);
      }
      entry.size += extra;
      bytes += extra;
      return true;
    },
    delete: forget,
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
