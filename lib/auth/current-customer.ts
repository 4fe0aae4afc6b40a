import { cookies } from "next/headers";
import { connection } from "next/server";
import { cache } from "react";
import { SESSION_COOKIE } from "./session-cookie";
import { customerFromToken, type SessionCustomer } from "./session";

/**
 * The signed-in customer for a server component (or server function), read from the
 * `customerToken` cookie and checked exactly as route handlers check it. Once per request.
 *
 * It reads cookies, so with cacheComponents the component calling it must sit inside a
 * <Suspense> boundary, and never in the shared layout (catalogue pages stay cacheable).
 */
export const getCurrentCustomer = cache(async (): Promise<SessionCustomer | null> => {
  const cookieStore = await cookies();
  // Checking the token reads the clock (expiry): only at request time, never in a prefetch
  // render, where Next refuses a value that changes between renders.
  await connection();
  return customerFromToken(cookieStore.get(SESSION_COOKIE)?.value);
});
