import type { AddFriendAnswer } from "@/lib/api-answers/chat";
import type { SessionCustomer } from "@/lib/auth/session";
import { findSeller, openConversation } from "./open";
import { listFriends, readMessages } from "./read";

export type { AddFriendAnswer };

/**
 * POST /chat/customer/add-customer-friend: opens (or finds) the conversation with a seller and
 * answers what the chat window shows: its messages, that seller as the current friend, and all
 * the customer's friends, latest activity first.
 */
export async function addCustomerFriend(customer: Pick<SessionCustomer, "id">, sellerId: string): Promise<AddFriendAnswer> {
  const seller = await findSeller(sellerId);
  const conversation = await openConversation(customer.id, seller.id);
  const messages = await readMessages(conversation);
  const myFriends = await listFriends(customer.id);
  return { messages, currentFd: { fdId: seller.id, name: seller.shopName, image: null, conversationId: conversation.id }, myFriends };
}
