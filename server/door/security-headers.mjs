// The security headers of every answer the shop gives, in one table: next.config.ts hands it to
// Next's headers() (so `next dev` and `next start` send them too), and the front door
// (server/door/outgoing-headers.mjs) adds any that an answer lacks, its own refusals included.
//
// The Content-Security-Policy has no nonces: catalogue pages are stored whole and served to
// everyone (Next's route cache and the shared cache in front of it), so a per-request nonce
// cannot be in them. Instead the front door names each page's inline scripts by their hashes
// (inline-script-hashes.mjs), so script-src has no 'unsafe-inline' in production. Under
// `next dev` there is no door: 'unsafe-inline', and 'unsafe-eval' for React's refresh.
// Payments: Razorpay Payment Links are a navigation (the page sends the shopper to the link's
// address), and navigation is not governed by CSP, so no payment origin is listed.

/**
 * The Content-Security-Policy: the shop's pages load nothing from other origins. Scripts: the
 * shop's own files, and inline ones only by `scriptHashes` (a page's, from the door), or any
 * inline one with `unsafeInline` (development, or a page too large to hold).
 * @param {{ development?: boolean, scriptHashes?: string[], unsafeInline?: boolean }} [options]
 * @returns {string}
 */
export function contentSecurityPolicy({ development = false, scriptHashes = /** @type {string[]} */ ([]), unsafeInline = development } = {}) {
  const scripts = ["'self'", ...(unsafeInline ? ["'unsafe-inline'"] : scriptHashes), ...(development ? ["'unsafe-eval'"] : [])];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // React style attributes and the font loader's <style> are inline.
    "style-src 'self' 'unsafe-inline'",
    // data: for the masked stars and other small CSS pictures, blob: for pictures made in the page.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** Only features Chromium knows: an unknown one is logged as a console error on every page. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(self), usb=(), display-capture=()";

/** Sent only on answers to requests that came over https (see outgoing-headers.mjs). */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/**
 * The headers every answer carries, as Next's headers() takes them ({ key, value }).
 * @param {{ development?: boolean }} [options]
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders({ development = false } = {}) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ development }) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
}
