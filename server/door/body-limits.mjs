// How large a request body the front door lets through to Next, by path. The door refuses a
// larger declared Content-Length before reading a byte, and stops a body sent without one
// (chunked) once it passes the limit (request-body.mjs).
//
// The API takes small JSON (lib/http.ts refuses bodies over 16 kB with a clearer message); 64 kB
// leaves it room to say so. An upload route would add its own, larger, line here: the longest
// matching prefix wins.

export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * The most one upload request may carry (lib/uploads/limits.ts MAX_UPLOAD_REQUEST_BYTES, which
 * a test keeps equal): the upload routes read it with their own limits per file and per request.
 */
export const UPLOAD_BODY_LIMIT = 20 * 1024 * 1024;

/**
 * [path prefix, bytes]. Razorpay's webhook events are read raw up to 1 MB by their route
 * (app/api/webhooks/razorpay), so the door lets that much through to it. The upload routes
 * (multipart pictures through lib/uploads) get UPLOAD_BODY_LIMIT.
 */
/** @type {ReadonlyArray<readonly [string, number]>} */
const LIMITS = [
  ["/api/", DEFAULT_BODY_LIMIT],
  ["/api/webhooks/razorpay", 1024 * 1024],
  ["/api/upload", UPLOAD_BODY_LIMIT],
  ["/api/blog-add", UPLOAD_BODY_LIMIT],
  ["/api/gift-add", UPLOAD_BODY_LIMIT],
  ["/api/gift-image-update", UPLOAD_BODY_LIMIT],
  // The design query form's picture (no sign-in: its route counts attempts per address first).
  ["/api/design-add", UPLOAD_BODY_LIMIT],
  // A review may bring up to 3 photos (multipart; the route reads them through lib/uploads).
  ["/api/home/customer/submit-review", UPLOAD_BODY_LIMIT],
];

/**
 * [path pattern, bytes], for upload routes whose path has an id in the middle; checked before
 * the prefixes. A return request may bring up to 3 photos (multipart, read through lib/uploads);
 * the order's other paths keep the API's limit.
 */
/** @type {ReadonlyArray<readonly [RegExp, number]>} */
const PATTERN_LIMITS = [[/^\/api\/orders\/[^/]+\/returns$/, UPLOAD_BODY_LIMIT]];

/**
 * The largest body the door lets through for this path (still %-encoded, no query).
 * @param {string} path
 * @param {ReadonlyArray<readonly [string, number]>} [limits]
 * @returns {number}
 */
export function bodyLimitFor(path, limits = LIMITS) {
  for (const [pattern, bytes] of PATTERN_LIMITS) if (pattern.test(path)) return bytes;
  /** @type {readonly [string, number] | undefined} */
  let best;
  for (const [prefix, bytes] of limits) {
    if (path.startsWith(prefix) && (best === undefined || prefix.length > best[0].length)) best = [prefix, bytes];
  }
  return best ? best[1] : DEFAULT_BODY_LIMIT;
}
