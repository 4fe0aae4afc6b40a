import { signIn } from "@/lib/accounts/login";
import { accountMessages } from "@/lib/accounts/messages";
import { loginInput } from "@/lib/accounts/schemas";
import { signInCookieHeaders } from "@/lib/auth/session-cookie";
import { privateJson, readJsonBody, route } from "@/lib/http";

/** { email, password } -> { token, message } and the session cookie; 401 'Invalid email or password'; 429 after 10 failures. */
export const POST = route(async (request) => {
  const input = await readJsonBody(request, loginInput);
  const { token, account } = await signIn(input);
  return privateJson(
    { token, message: accountMessages.signedIn(account.name) },
    { headers: signInCookieHeaders(token, request) },
  );
});
