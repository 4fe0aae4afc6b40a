/*
 * Whether the shopper's own connection was https. Behind a TLS-terminating proxy the server
 * itself is reached over http, so the proxy's X-Forwarded-Proto (its first value: the hop
 * nearest the shopper) says. Browsers cannot set X-Forwarded-* on a cross-site request (not
 * CORS-safelisted), so the header comes from our own proxy or Next's server.
 */

/** The proxy in front says the shopper came over https. */
export function forwardedOverHttps(request: Request): boolean {
  return request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}

/** The request reached us over https, directly or through the proxy (cookies get Secure). */
export function reachedOverHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || forwardedOverHttps(request);
}
