import { requireStaff } from "@/lib/auth/staff";
import { bannerStaffMessages, deleteBanner } from "@/lib/banners/writes";
import { privateJson, route } from "@/lib/http";
import type { BannerDeletedAnswer } from "@/lib/api-answers/staff-content";

/** DELETE /api/banner-delete/{id} (staff): the banner and its picture -> { message, bannerId }. */
export const DELETE = route<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const staff = await requireStaff(request);
  const bannerId = await deleteBanner(staff, (await params).id);
  return privateJson({ message: bannerStaffMessages.deleted, bannerId } satisfies BannerDeletedAnswer);
});
