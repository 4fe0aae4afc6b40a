import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { StaffMember } from "@/lib/auth/staff";
import { cacheTags } from "@/lib/cache-tags";
import { toBannerDocument } from "@/lib/catalog/documents";
import { getDb, withTransaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { shop } from "@/lib/shop";
import { actsOn, madeBy, recordId } from "@/lib/staff/ownership";
import { revalidateTags } from "@/lib/staff/revalidate";
import { shopPath } from "@/lib/text/shop-path";
import { storableString } from "@/lib/text/storable";
import { checkImages, removeUploads, withStoredImages, type UploadForm } from "@/lib/uploads";
import { banners } from "@/models";

export const bannerStaffMessages = {
  deleted: "Banner deleted",
  notFound: "Banner not found",
  noFiles: "images: is required (one or more banner pictures)",
  phoneCount: "phoneImages: give one phone picture for each banner picture, in the same order, or none",
  perBanner: "give one value for all the banners or one for each, in the same order as the pictures",
} as const;

/** Where a banner shows: 'Home Page' (the home carousel) or a theme such as 'fitness'. */
const categoryField = storableString({ error: "must be text, e.g. 'Home Page'" })
  .trim()
  .min(1, "is required, e.g. 'Home Page'")
  .max(60, "must be at most 60 characters");

/** What the banner says, read aloud and shown when the picture cannot be: its offer. */
const altField = storableString({ error: "must be text saying what the banner offers" })
  .trim()
  .max(200, "must be at most 200 characters");

const bannerFields = z.object({
  category: categoryField,
  alt: z.array(altField),
  link: z.array(shopPath()),
});

/** A field given once for every banner, once per banner, or not at all (then the fallback). */
function perBanner<T>(field: string, values: T[], count: number, fallback: T): T[] {
  if (values.length === 0) return Array(count).fill(fallback);
  if (values.length === 1) return Array(count).fill(values[0]);
  if (values.length === count) return values;
  throw new HttpError(400, `${field}: ${bannerStaffMessages.perBanner}`);
}

/**
 * POST /upload (multipart): one or more banner pictures as `images` files and their `category`;
 * optionally `alt` (what each says), `link` (a path of this shop a tap leads to) and
 * `phoneImages` (the same banners drawn for a phone's 4:3 frame, paired by order). Each picture
 * is checked and re-encoded (lib/uploads), all stored, then recorded in one insert; when
 * anything fails, nothing stays. The home carousel and the banner list show them at once.
 */
export async function uploadBanners(staff: StaffMember, form: UploadForm) {
  const fields = bannerFields.parse({ category: form.text("category"), alt: form.texts("alt"), link: form.texts("link") });
  const files = form.files("images");
  if (files.length === 0) throw new HttpError(400, bannerStaffMessages.noFiles);
  const phoneFiles = form.files("phoneImages");
  if (phoneFiles.length > 0 && phoneFiles.length !== files.length) throw new HttpError(400, bannerStaffMessages.phoneCount);
  // Without words of its own a banner is still named for what it is, never "banner 1 of 3".
  const alts = perBanner("alt", fields.alt, files.length, "").map((alt) => alt || `${shop.name} offer`);
  const links = perBanner<string | null>("link", fields.link, files.length, null).map((link) => link || null);
  const owner = madeBy(staff);
  const pictures = await checkImages([
    ...files.map((file) => ({ file, field: "images" })),
    ...phoneFiles.map((file) => ({ file, field: "phoneImages" })),
  ]);
  const rows = await withStoredImages("banners", pictures, async (urls) => {
    const db = await getDb();
    return db
      .insert(banners)
      .values(
        files.map((_, i) => ({
          url: urls[i]!,
          phoneUrl: phoneFiles.length > 0 ? urls[files.length + i]! : null,
          category: fields.category,
          alt: alts[i]!,
          link: links[i]!,
          ...owner,
        })),
      )
      .returning({
        id: banners.id,
        url: banners.url,
        phoneUrl: banners.phoneUrl,
        category: banners.category,
        alt: banners.alt,
        link: banners.link,
      });
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
      .returning({ url: banners.url, phoneUrl: banners.phoneUrl });
    return row;
  });
  if (!deleted) throw new HttpError(404, bannerStaffMessages.notFound);
  revalidateTags(cacheTags.banners);
  await removeUploads("banners", [deleted.url, deleted.phoneUrl]);
  return bannerId;
}
