import { requireStaff } from "@/lib/auth/staff";
import { giftInput, readGiftForm } from "@/lib/content/gift-input";
import { addGift, addGiftFromForm, giftStaffMessages } from "@/lib/content/gift-writes";
import { privateJson, readJsonBody, route } from "@/lib/http";
import { isMultipart, readUploadForm } from "@/lib/uploads";
import type { GiftSavedAnswer } from "@/lib/api-answers/staff-content";

/**
 * POST /api/gift-add (staff): JSON { name, price, discount, images: ["/uploads/..."] }, or a
 * multipart form with the `images` files -> 201 { message, gift }.
 */
export const POST = route(async (request) => {
  const staff = await requireStaff(request);
  const gift = isMultipart(request)
    ? await addGiftFromForm(staff, await readGiftForm(await readUploadForm(request)))
    : await addGift(staff, await readJsonBody(request, giftInput));
  return privateJson({ message: giftStaffMessages.added, gift } satisfies GiftSavedAnswer, { status: 201 });
});
