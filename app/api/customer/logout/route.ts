import { endSessions } from "@/lib/accounts/logout";
import { accountMessages } from "@/lib/accounts/messages";
import { signOutCookieHeaders } from "@/lib/auth/session-cookie";
import { getSessionCustomer } from "@/lib/auth/session";
import { assertSameOrigin, privateJson, route } from "@/lib/http";
import type { MessageAnswer } from "@/lib/api-answers/common";

/**
 * GET (as the contract has it) -> { message }. It changes state, so another site may not
 * trigger it: refused like a cross-site POST. A valid session is ended everywhere (token version
 * bumped); with or without one the cookie is cleared and the answer is 200.
 */
export const GET = route(async (request) => {
  assertSameOrigin(request);
  const customer = await getSessionCustomer(request);
  if (customer) await endSessions(customer.id);
  return privateJson({ message: accountMessages.signedOut } satisfies MessageAnswer, { headers: signOutCookieHeaders(request) });
});
