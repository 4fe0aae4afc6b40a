import { accountMessages } from "@/lib/accounts/messages";
import { resetPassword } from "@/lib/accounts/password-reset";
import { resetPasswordInput } from "@/lib/accounts/schemas";
import { signOutCookieHeaders } from "@/lib/auth/session-cookie";
import { privateJson, readJsonBody, route } from "@/lib/http";
import { clientAddress } from "@/lib/net/client-address";
import type { MessageAnswer } from "@/lib/api-answers/common";

/**
 * { email, otp, npassword } -> { message }. Every session of the account ends (the browser's
 * cookie is cleared too): the shopper signs in again with the new password. Every refused code
 * gets the same 400; 429 over the wrong codes one address may try (lib/accounts/password-reset.ts).
 */
export const POST = route(async (request) => {
  const input = await readJsonBody(request, resetPasswordInput);
  await resetPassword(input, clientAddress(request));
  return privateJson({ message: accountMessages.passwordReset } satisfies MessageAnswer, { headers: signOutCookieHeaders(request) });
});
