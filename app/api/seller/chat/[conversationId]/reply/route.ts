import { requireStaff } from "@/lib/auth/staff";
import { chatMessages } from "@/lib/chat/messages";
import { replyInput } from "@/lib/chat/schemas";
import { replyAsSeller } from "@/lib/chat/send";
import { privateJson, readJsonBody, route } from "@/lib/http";
import { recordId } from "@/lib/staff/ownership";
import type { ChatMessageSentAnswer } from "@/lib/api-answers/chat";

/** Staff: { message } -> 201 { message }, a reply as the seller; the same text rules and limit as the shopper's. */
export const POST = route<{ params: Promise<{ conversationId: string }> }>(async (request, { params }) => {
  const staff = await requireStaff(request);
  const id = recordId((await params).conversationId, chatMessages.conversationNotFound);
  const { message } = await readJsonBody(request, replyInput);
  return privateJson({ message: await replyAsSeller(staff, id, message) } satisfies ChatMessageSentAnswer, { status: 201 });
});
