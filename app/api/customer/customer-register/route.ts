import { accountMessages } from "@/lib/accounts/messages";
import { registerCustomer } from "@/lib/accounts/register";
import { registerInput } from "@/lib/accounts/schemas";
import { signInCookieHeaders } from "@/lib/auth/session-cookie";
import { privateJson, readJsonBody, route } from "@/lib/http";
import { clientAddress } from "@/lib/net/client-address";

/**
 * { name, phone, email, password } -> 201 { token, message } and the session cookie; 409 for a
 * taken e-mail; 429 over the registrations one address may make (lib/accounts/register.ts).
 */
export const POST = route(async (request) => {
  const input = await readJsonBody(request, registerInput);
  const { token, customer } = await registerCustomer(input, clientAddress(request));
  return privateJson(
    { token, message: accountMessages.registered(customer.name) },
    { status: 201, headers: signInCookieHeaders(token, request) },
  );
});
