import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { StaffMember } from "@/lib/auth/staff";
import { cacheTags } from "@/lib/cache-tags";
import { toBannerDocument } from "@/lib/catalog/documents";
import { getDb, withTransaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { actsOn, madeBy, recordId } from "@/lib/staff/ownership";
import { revalidateTags } from "@/lib/staff/revalidate";
import { storableString } from "@/lib/text/storable";
import { checkImages, removeUploads, withStoredImages, type UploadForm } from "@/lib/uploads";
import { banners } from "@/models";

export const bannerStaffMessages = {
  deleted: "Banner deleted",
  notFound: "Banner not found",
  noFiles: "images: is required (one or more banner pictures)",
} as const;

/** Where a banner shows: 'Home Page' (the home carousel) or a theme such as 'fitness'. */
const categoryField = storableString({ error: "must be text, e.g. 'Home Page'" })
  .trim()
  .min(1, "is required, e.g. 'Home Page'")
  .max(60, "must be at most 60 characters");

/**
 * POST /upload (multipart): one or more banner pictures as `images` files and their `category`.
 * Each is checked and re-encoded (lib/uploads), all stored, then recorded in one insert; when
 * anything fails, nothing stays. The home carousel and the banner list show them at once.
 */
export async function uploadBanners(staff: StaffMember, form: UploadForm) {
  const category = z.object({ category: categoryField }).parse({ category: form.text("category") }).category;
  const files = form.files("images");
  if (files.length === 0) throw new HttpError(400, bannerStaffMessages.noFiles);
  const owner = madeBy(staff);
  const pictures = await checkImages(files.map((file) => ({ file, field: "images" })));
  const rows = await withStoredImages("banners", pictures, async (urls) => {
    const db = await getDb();
    return db
      .insert(banners)
      .values(urls.map((url) => ({ url, category, ...owner })))
      .returning({ id: banners.id, url: banners.url, category: banners.category });
  });
  revalidateTags(cacheTags.banners);
  return rows.map(toBannerDocument);
}

/** Removes a banner and its uploaded picture (a seeded one stays on disk). */
export async function deleteBanner(staff: StaffMember, id: string): Promise<string> {
  const bannerId = recordId(id, bannerStaffMessages.notFound);
  const deleted = await withTransaction(async (tx) => {
    const [row] = await tx
      .delete(banners)
      .where(and(eq(banners.id, bannerId), actsOn(staff, banners.sellerId)))
      .returning({ url: banners.url });
    return row;
  });
  if (!deleted) throw new HttpError(404, bannerStaffMessages.notFound);
  revalidateTags(cacheTags.banners);
  await removeUploads("banners", [deleted.url]);
  return bannerId;
}
