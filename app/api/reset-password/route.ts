import { accountMessages } from "@/lib/accounts/messages";
import { resetPassword } from "@/lib/accounts/password-reset";
import { resetPasswordInput } from "@/lib/accounts/schemas";
import { signOutCookieHeaders } from "@/lib/auth/session-cookie";
import { privateJson, readJsonBody, route } from "@/lib/http";

/**
 * { email, otp, npassword } -> { message }. Every session of the account ends (the browser's
 * cookie is cleared too): the shopper signs in again with the new password.
 */
export const POST = route(async (request) => {
  const input = await readJsonBody(request, resetPasswordInput);
  await resetPassword(input);
  return privateJson({ message: accountMessages.passwordReset }, { headers: signOutCookieHeaders(request) });
});
