// The memory every request body held at the door may take at once, across the whole process.
// Each body is held until it has all arrived (request-body.mjs), up to its path's limit (20 MB
// for a picture upload, which a design query sends without signing in): a few dozen senders
// that trickle their last bytes could hold gigabytes until Node's request timeout (docs/decisions/0014). Past this
// budget a new body is answered 503 with Retry-After before a byte of it is read.
//
// A body declaring its length takes all of it from the budget when it starts (it will be held
// whole); one sent chunked takes as it grows. Both give it back when their answer is over (Next
// holds the body's copy until then). BODY_MEMORY_MB in server/index.mjs; 0 turns the cap off.

export const DEFAULT_BODY_MEMORY_MB = 256;

/**
 * @typedef {{ readonly budgetBytes: number, readonly taken: number, take(bytes: number): boolean, give(bytes: number): void }} BodyMemory
 */

/**
 * @param {number} budgetBytes the most all held bodies may take together (Infinity: no cap)
 * @returns {BodyMemory}
 */
export function createBodyMemory(budgetBytes) {
  let taken = 0;
  return {
    budgetBytes,
    /** Bytes taken now. */
    get taken() {
      return taken;
    },
    /** Takes `bytes`, or returns false when the budget is spent or they do not fit. */
    take(bytes) {
      if (taken >= budgetBytes || taken + bytes > budgetBytes) return false;
      taken += bytes;
      return true;
    },
    give(bytes) {
      taken = Math.max(0, taken - bytes);
    },
  };
}
