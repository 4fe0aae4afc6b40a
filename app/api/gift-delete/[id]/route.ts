import { requireStaff } from "@/lib/auth/staff";
import { deleteGift, giftStaffMessages } from "@/lib/content/gift-writes";
import { privateJson, route } from "@/lib/http";
import type { GiftDeletedAnswer } from "@/lib/api-answers/staff-content";

/** DELETE /api/gift-delete/{id} (staff): the gift and its uploaded pictures -> { message, giftId }. */
export const DELETE = route<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const staff = await requireStaff(request);
  const giftId = await deleteGift(staff, (await params).id);
  return privateJson({ message: giftStaffMessages.deleted, giftId } satisfies GiftDeletedAnswer);
});
