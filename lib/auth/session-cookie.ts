import { setCookieValue } from "./set-cookie";
import { SESSION_LIFETIME_SECONDS } from "./session-token";
import { SIGNED_IN_HINT_COOKIE } from "./signed-in-hint";

/**
 * The session cookie `customerToken`: httpOnly (page scripts cannot read it), SameSite=Lax (not
 * sent on cross-site POSTs), Path=/, Secure when the shopper reached us over https (./set-cookie.ts).
 * Written on the Response and read from the Request, so route handlers stay plain functions
 * of a Request (and testable without Next's request scope).
 */
export const SESSION_COOKIE = "customerToken";

/** One of the session's cookies: Path=/, for the token's lifetime (or removed). */
function sessionScoped(request: Request, name: string, value: string, { signedIn, httpOnly = true }: { signedIn: boolean; httpOnly?: boolean }): string {
  return setCookieValue(request, { name, value, maxAge: signedIn ? SESSION_LIFETIME_SECONDS : 0, path: "/", httpOnly });
}

/** The Set-Cookie value that signs the shopper in for the token's lifetime. */
export function sessionCookie(token: string, request: Request): string {
  return sessionScoped(request, SESSION_COOKIE, token, { signedIn: true });
}

/** The Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(request: Request): string {
  return sessionScoped(request, SESSION_COOKIE, "", { signedIn: false });
}

/*
 * `signedIn=1`, a cookie page scripts may read, set and cleared with the session cookie and
 * living as long. It holds no identity and grants nothing (every call still checks the
 * session token): it only tells a page that there is a session worth asking /api/useringfo
 * about, so a guest's page never makes that call and never logs its 401.
 */

/** The Set-Cookie headers of a sign-in: the session cookie and the signed-in hint. */
export function signInCookieHeaders(token: string, request: Request): [string, string][] {
  return [
    ["Set-Cookie", sessionCookie(token, request)],
    ["Set-Cookie", sessionScoped(request, SIGNED_IN_HINT_COOKIE, "1", { signedIn: true, httpOnly: false })],
  ];
}

/** The Set-Cookie headers of a sign-out: both cookies removed. */
export function signOutCookieHeaders(request: Request): [string, string][] {
  return [
    ["Set-Cookie", clearedSessionCookie(request)],
    ["Set-Cookie", sessionScoped(request, SIGNED_IN_HINT_COOKIE, "", { signedIn: false, httpOnly: false })],
  ];
}

/** The value of one cookie in a Cookie header, or null. */
export function readCookie(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/**
 * The session token a request carries: an `Authorization: Bearer` header (API clients, staff
 * scripts) wins over the cookie (the shop's own pages).
 */
export function sessionTokenOf(request: Request): string | null {
  return bearerTokenOf(request) ?? (readCookie(request.headers.get("cookie"), SESSION_COOKIE) || null);
}

/** The bearer token of a request (staff calls accept nothing else), or null. */
export function bearerTokenOf(request: Request): string | null {
  return request.headers.get("authorization")?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? null;
}
