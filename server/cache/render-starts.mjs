// When the render of a page about to be stored began, so the route cache can stamp the page with
// that time rather than the time it was stored.
//
// Why: Next stamps a stored page with the moment it is stored. A render that read the catalogue
// before a revalidation (a purchase's stock, a seller's new price) and finished after it was then
// kept as if made after it, old, until the next revalidation of its tags. 'use cache' data is
// stamped when its read starts; the shared cache in front of Next drops an answer whose render
// spanned a revalidation (its generation). This does the same for Next's route cache.
//
// A page is rendered after a lookup that found nothing: the route cache answers an expired page
// with nothing, and Next runs one render per page at a time, so the lookups of the shoppers who
// wait for it do not reach the handler. So the first lookup that missed since the page was last
// stored is when its render began (or a little before: a stamp that is early only makes a
// revalidation count, never miss). A lookup that found the page forgets it: no render follows,
// or a background one that Next begins at once.

/** Keys remembered at most: a page looked up and never stored (an error, a page not cached) is dropped oldest first. */
export const MOST_REMEMBERED = 10_000;

/**
 * @param {number} [most]
 */
export function createRenderStarts(most = MOST_REMEMBERED) {
  /** @type {Map<string, number>} */
  const started = new Map();
  return {
    /** A lookup of `key` found nothing at `at`: a render of it begins. */
    missed(/** @type {string} */ key, /** @type {number} */ at) {
      if (started.has(key)) return;
      if (started.size >= most) started.delete(/** @type {string} */ (started.keys().next().value));
      started.set(key, at);
    },
    /** A lookup of `key` found it. */
    found(/** @type {string} */ key) {
      started.delete(key);
    },
    /** When the render of `key` now being stored began; undefined when not known. */
    take(/** @type {string} */ key) {
      const at = started.get(key);
      started.delete(key);
      return at;
    },
    get size() {
      return started.size;
    },
  };
}
