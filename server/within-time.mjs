// A bound on how long the shop waits for something outside it (the database's health check,
// Redis): a check or a cache that hangs must not hold a request.

/**
 * `work`, or a rejection saying "`what` did not answer within `ms` ms" once that has passed.
 * @template T
 * @param {Promise<T>} work
 * @param {number} ms
 * @param {string} what
 * @returns {Promise<T>}
 */
export function withinTime(work, ms, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = /** @type {Promise<never>} */ (new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  }));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
