/**
 * The name of the `signedIn=1` cookie that page scripts may read (lib/auth/session-cookie.ts
 * sets and clears it with the session cookie). Its own module so the browser code that reads
 * it does not pull in the server's token code.
 */
export const SIGNED_IN_HINT_COOKIE = "signedIn";
