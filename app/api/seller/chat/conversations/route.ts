import { requireStaff } from "@/lib/auth/staff";
import { listStaffConversations } from "@/lib/chat/read";
import { privateJson, route } from "@/lib/http";
import { actsOn } from "@/lib/staff/ownership";
import { chatConversations } from "@/models";
import type { StaffConversationsAnswer } from "@/lib/api-answers/chat";

/** Staff: -> { conversations }, the shop's (an admin's: every shop's), latest activity first. */
export const GET = route(async (request: Request) => {
  const staff = await requireStaff(request);
  return privateJson({ conversations: await listStaffConversations(actsOn(staff, chatConversations.sellerId)) } satisfies StaffConversationsAnswer);
});
