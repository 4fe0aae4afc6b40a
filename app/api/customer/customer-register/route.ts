import { accountMessages } from "@/lib/accounts/messages";
import { askToRegister, finishRegistration, registrationCodeSentMessage } from "@/lib/accounts/register";
import { registerInput } from "@/lib/accounts/schemas";
import { deviceCookie } from "@/lib/auth/device-cookie";
import { signInCookieHeaders } from "@/lib/auth/session-cookie";
import { privateJson, readJsonBody, route } from "@/lib/http";
import { clientAddress } from "@/lib/net/client-address";
import type { RegisterAnswer } from "@/lib/api-answers/accounts";

/**
 * Two steps (lib/accounts/register.ts), so the answer never says whether an e-mail has an account:
 * - { name, phone, email, password } -> 202 { message }, the same for every e-mail; the mail
 *   carries a 6-digit code, or says the e-mail already has an account.
 * - the same with `otp` -> 201 { token, message }, the session cookie and a device cookie; a
 *   wrong or expired code is the reset's 400.
 * 429 over the limits (registrations and mails per source and per e-mail, wrong codes per source).
 */
export const POST = route(async (request) => {
  const input = await readJsonBody(request, registerInput);
  const client = clientAddress(request);
  if (input.otp === undefined) {
    await askToRegister(input, client);
    return privateJson({ message: registrationCodeSentMessage() } satisfies RegisterAnswer, { status: 202 });
  }
  const { token, customer } = await finishRegistration({ ...input, otp: input.otp }, client);
  return privateJson(
    { token, message: accountMessages.registered(customer.name) } satisfies RegisterAnswer,
    { status: 201, headers: [...signInCookieHeaders(token, request), ["Set-Cookie", deviceCookie(customer.email, request)]] },
  );
});
