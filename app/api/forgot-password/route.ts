import { accountMessages } from "@/lib/accounts/messages";
import { requestPasswordReset } from "@/lib/accounts/password-reset";
import { forgotPasswordInput } from "@/lib/accounts/schemas";
import { privateJson, readJsonBody, route } from "@/lib/http";
import { clientAddress } from "@/lib/net/client-address";
import type { MessageAnswer } from "@/lib/api-answers/common";

/** { email } -> { message }, the same whether or not the account exists; 429 over the send limits. */
export const POST = route(async (request) => {
  const input = await readJsonBody(request, forgotPasswordInput);
  await requestPasswordReset(input, clientAddress(request));
  return privateJson({ message: accountMessages.otpSent } satisfies MessageAnswer);
});
