import { requireCustomer } from "@/lib/auth/session";
import { addCustomerFriend } from "@/lib/chat/friends";
import { addFriendInput } from "@/lib/chat/schemas";
import { privateJson, readJsonBody, route } from "@/lib/http";

/**
 * { sellerId } -> { messages, currentFd, myFriends }: opens or reuses the signed-in customer's
 * conversation with that seller (one per customer and seller); 404 for an unknown seller.
 */
export const POST = route(async (request: Request) => {
  const customer = await requireCustomer(request);
  const { sellerId } = await readJsonBody(request, addFriendInput);
  return privateJson(await addCustomerFriend(customer, sellerId));
});
