import { requireStaff } from "@/lib/auth/staff";
import { uploadBanners } from "@/lib/banners/writes";
import { privateJson, route } from "@/lib/http";
import { readUploadForm } from "@/lib/uploads";
import type { BannersUploadedAnswer } from "@/lib/api-answers/staff-content";

/** POST /api/upload (staff, multipart): banner pictures (`images`) and their `category` -> 201 { uploadedBanners }. */
export const POST = route(async (request) => {
  const staff = await requireStaff(request);
  const uploadedBanners = await uploadBanners(staff, await readUploadForm(request));
  return privateJson({ uploadedBanners } satisfies BannersUploadedAnswer, { status: 201 });
});
