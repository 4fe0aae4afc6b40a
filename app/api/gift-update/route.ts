import { requireStaff } from "@/lib/auth/staff";
import { giftUpdateInput } from "@/lib/content/gift-input";
import { giftStaffMessages, updateGift } from "@/lib/content/gift-writes";
import { privateJson, readJsonBody, route } from "@/lib/http";
import type { GiftSavedAnswer } from "@/lib/api-answers/staff-content";

/** POST /api/gift-update (staff): { giftId, name?, price?, discount? } -> { gift, message }. */
export const POST = route(async (request) => {
  const staff = await requireStaff(request);
  const gift = await updateGift(staff, await readJsonBody(request, giftUpdateInput));
  return privateJson({ gift, message: giftStaffMessages.updated } satisfies GiftSavedAnswer);
});
