import { cookies } from "next/headers";
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
  return customerFromToken(cookieStore.get(SESSION_COOKIE)?.value);
});
