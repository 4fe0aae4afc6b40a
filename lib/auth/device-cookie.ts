import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getJwtSecret } from "./jwt-secret";
import { readCookie } from "./session-cookie";
import { setCookieValue } from "./set-cookie";

/**
 * The device cookie (OWASP's "device cookies" against account lock-out): each successful sign-in
 * gives the browser `signInDevice`, signed with a key derived from the session secret, naming
 * the account's e-mail and a random device id. It grants nothing; it only tells the sign-in that
 * this browser has known the account's password before, so guessers spread over many addresses
 * (who never had it) cannot use up the account's ceiling for this browser
 * (lib/accounts/login.ts). One account per browser: the latest sign-in's.
 *
 * httpOnly (no page script can read or copy it), SameSite=Lax, Path=/api/ (only the sign-in
 * calls read it), kept for 180 days, Secure over https.
 */
export const DEVICE_COOKIE = "signInDevice";
const DEVICE_COOKIE_SECONDS = 180 * 24 * 60 * 60;

function signature(email: string, device: string): string {
  const key = createHmac("sha256", getJwtSecret()).update("sign-in-device").digest();
  return createHmac("sha256", key).update(`${email}\n${device}`).digest("base64url");
}

/** The Set-Cookie value of a new device cookie for the account `email`. */
export function deviceCookie(email: string, request: Request): string {
  const device = randomBytes(16).toString("base64url");
  const value = `${Buffer.from(email).toString("base64url")}.${device}.${signature(email, device)}`;
  return setCookieValue(request, { name: DEVICE_COOKIE, value, maxAge: DEVICE_COOKIE_SECONDS, path: "/api/" });
}

/**
 * The device id of the request's device cookie when the cookie is genuine and names `email`
 * (already lower-cased by the schema), else null: a cookie of another account, a forged or a
 * malformed one counts as none.
 */
export function knownDeviceOf(request: Request, email: string): string | null {
  const value = readCookie(request.headers.get("cookie"), DEVICE_COOKIE);
  const parts = value?.split(".");
  if (!parts || parts.length !== 3) return null;
  const [namedEmail, device, given] = parts as [string, string, string];
  if (Buffer.from(namedEmail, "base64url").toString() !== email || !/^[\w-]{22}$/.test(device)) return null;
  const expected = Buffer.from(signature(email, device));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received) ? device : null;
}
