import { requireStaff } from "@/lib/auth/staff";
import { readGiftImageForm } from "@/lib/content/gift-input";
import { giftStaffMessages, replaceGiftImage } from "@/lib/content/gift-writes";
import { privateJson, route } from "@/lib/http";
import { readUploadForm } from "@/lib/uploads";
import type { GiftSavedAnswer } from "@/lib/api-answers/staff-content";

/** POST /api/gift-image-update (staff, multipart): `giftId`, `oldImage`, `newImage` -> { gift, message }. */
export const POST = route(async (request) => {
  const staff = await requireStaff(request);
  const gift = await replaceGiftImage(staff, await readGiftImageForm(await readUploadForm(request)));
  return privateJson({ gift, message: giftStaffMessages.imageUpdated } satisfies GiftSavedAnswer);
});
