import { stringifySetCookie } from "cookie";
import { reachedOverHttps } from "@/lib/reached-over-https";

/**
 * A Set-Cookie value by the shop's one policy for its cookies: SameSite=Lax (not sent on
 * cross-site POSTs), HttpOnly unless page scripts must read it, Secure when the shopper reached
 * us over https. Max-Age 0 removes a cookie; the past Expires beside it is for clients that
 * read only Expires.
 */
export function setCookieValue(
  request: Request,
  cookie: { name: string; value: string; maxAge: number; path: string; httpOnly?: boolean },
): string {
  return stringifySetCookie({
    name: cookie.name,
    value: cookie.value,
    maxAge: cookie.maxAge,
    expires: cookie.maxAge === 0 ? new Date(0) : undefined,
    path: cookie.path,
    httpOnly: cookie.httpOnly ?? true,
    secure: reachedOverHttps(request),
    sameSite: "lax",
  });
}
