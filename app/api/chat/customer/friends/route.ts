import { requireCustomer } from "@/lib/auth/session";
import { listFriends } from "@/lib/chat/read";
import { privateJson, route } from "@/lib/http";
import type { FriendsAnswer } from "@/lib/api-answers/chat";

/** -> { myFriends }: the signed-in customer's conversations, latest activity first. */
export const GET = route(async (request: Request) => {
  const customer = await requireCustomer(request);
  return privateJson({ myFriends: await listFriends(customer.id) } satisfies FriendsAnswer);
});
