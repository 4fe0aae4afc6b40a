import { accountMessages } from "@/lib/accounts/messages";
import { requireCustomer } from "@/lib/auth/session";
import { privateJson, route } from "@/lib/http";
import type { UserInfoAnswer } from "@/lib/api-answers/accounts";

/** The signed-in customer: { data: { id, name, email, address (or null) }, message }; 401 { error } without a session. */
export const GET = route(async (request) => {
  const customer = await requireCustomer(request);
  const data = { id: customer.id, name: customer.name, email: customer.email, address: customer.address };
  return privateJson({ data, message: accountMessages.userInfo } satisfies UserInfoAnswer);
});
