import { signIn } from "@/lib/accounts/login";
import { accountMessages } from "@/lib/accounts/messages";
import { loginInput } from "@/lib/accounts/schemas";
import { deviceCookie, knownDeviceOf } from "@/lib/auth/device-cookie";
import { signInCookieHeaders } from "@/lib/auth/session-cookie";
import { privateJson, readJsonBody, route } from "@/lib/http";
import { clientAddress } from "@/lib/net/client-address";
import type { SignedInAnswer } from "@/lib/api-answers/accounts";

/**
 * { email, password } -> { token, message }, the session cookie and a fresh device cookie;
 * 401 'Invalid email or password'; 429 over the failure limits (lib/accounts/login.ts), which a
 * browser carrying the account's device cookie meets only for its own failures.
 */
export const POST = route(async (request) => {
  const input = await readJsonBody(request, loginInput);
  const { token, account } = await signIn(input, clientAddress(request), { device: knownDeviceOf(request, input.email) });
  return privateJson(
    { token, message: accountMessages.signedIn(account.name) } satisfies SignedInAnswer,
    { headers: [...signInCookieHeaders(token, request), ["Set-Cookie", deviceCookie(account.email, request)]] },
  );
});
