import { and, eq, like, or, sql } from "drizzle-orm";
import type { StaffMember } from "@/lib/auth/staff";
import { cacheTags } from "@/lib/cache-tags";
import { now } from "@/lib/clock";
import { getDb, withTransaction, type Transaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { actsOn, madeBy, recordId } from "@/lib/staff/ownership";
import { revalidateTags } from "@/lib/staff/revalidate";
import { freeSlug, slugify } from "@/lib/text/slug";
import { assertStoredPicture, removeUploads, withStoredImages, type CheckedImage } from "@/lib/uploads";
import { gifts } from "@/models";
import { giftColumns, toGiftDocument } from "./gifts";
import type { GiftInput, GiftUpdateInput } from "./gift-input";

export const giftStaffMessages = {
  added: "Gift added",
  updated: "Gift updated",
  imageUpdated: "Gift picture updated",
  deleted: "Gift deleted",
  notFound: "Gift not found",
  notItsPicture: "oldImage: is not one of this gift's pictures",
} as const;

type NewGift = { name: string; price: number; discount: number; images: string[] };

async function insertGift(staff: StaffMember, gift: NewGift) {
  const base = slugify(gift.name) || "gift";
  const owner = madeBy(staff);
  const row = await withTransaction(async (tx) => {
    // As for blog posts: a slug taken meanwhile by another insert moves on to the next suffix.
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await tx
        .select({ slug: gifts.slug })
        .from(gifts)
        .where(or(eq(gifts.slug, base), like(gifts.slug, `${base}-%`)));
      const slug = freeSlug(base, new Set(existing.map((r) => r.slug)));
      const [inserted] = await tx
        .insert(gifts)
        .values({ ...gift, slug, ...owner })
        .onConflictDoNothing()
        .returning(giftColumns);
      if (inserted) return inserted;
    }
    throw new HttpError(409, "Another gift with this name was being added at the same time. Please try again.");
  });
  revalidateTags(cacheTags.gifts);
  return toGiftDocument(row);
}

/** A new gift from JSON, its pictures named by their /uploads addresses. The gift store shows it at once. */
export async function addGift(staff: StaffMember, input: GiftInput) {
  const images = await Promise.all(input.images.map((url, i) => assertStoredPicture(url, `images.${i}`)));
  return insertGift(staff, { name: input.name, price: input.price, discount: input.discount, images });
}

/** A new gift from a multipart form: its pictures are stored first, and removed if the gift is not. */
export async function addGiftFromForm(staff: StaffMember, form: { input: Omit<GiftInput, "images">; images: CheckedImage[] }) {
  madeBy(staff);
  return withStoredImages("gifts", form.images, (images) => insertGift(staff, { ...form.input, images }));
}

/** Changes a gift's name, price or discount (its slug, and so its address, stays). */
export async function updateGift(staff: StaffMember, input: GiftUpdateInput) {
  const db = await getDb();
  const [row] = await db
    .update(gifts)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.price !== undefined && { price: input.price }),
      ...(input.discount !== undefined && { discount: input.discount }),
      updatedAt: now(),
    })
    .where(and(eq(gifts.id, input.giftId), actsOn(staff, gifts.sellerId)))
    .returning(giftColumns);
  if (!row) throw new HttpError(404, giftStaffMessages.notFound);
  revalidateTags(cacheTags.gifts);
  return toGiftDocument(row);
}

/** Of `urls`, those no gift shows any more (a picture given by address may be shared). */
async function unshown(tx: Transaction, urls: string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  const shown = await tx
    .select({ url: sql<string>`u.url` })
    .from(sql`unnest(array[${sql.join(
      urls.map((url) => sql`${url}`),
      sql`, `,
    )}]::text[]) as u(url)`)
    .where(sql`exists (select 1 from ${gifts} where u.url = any(${gifts.images}))`);
  const kept = new Set(shown.map((r) => r.url));
  return urls.filter((url) => !kept.has(url));
}

/**
 * Replaces one of a gift's pictures with a new upload, in the same place, and removes the old
 * file when no gift shows it any more. The new file is removed again if the gift is not changed.
 */
export async function replaceGiftImage(staff: StaffMember, change: { giftId: string; oldImage: string; newImage: CheckedImage }) {
  madeBy(staff);
  const { row, removable } = await withStoredImages("gifts", [change.newImage], ([newUrl]) =>
    withTransaction(async (tx) => {
      const [gift] = await tx
        .select({ images: gifts.images })
        .from(gifts)
        .where(and(eq(gifts.id, change.giftId), actsOn(staff, gifts.sellerId)))
        .for("update");
      if (!gift) throw new HttpError(404, giftStaffMessages.notFound);
      if (!gift.images.includes(change.oldImage)) throw new HttpError(400, giftStaffMessages.notItsPicture);
      const images = gift.images.map((url) => (url === change.oldImage ? newUrl! : url));
      const [updated] = await tx.update(gifts).set({ images, updatedAt: now() }).where(eq(gifts.id, change.giftId)).returning(giftColumns);
      return { row: updated!, removable: await unshown(tx, [change.oldImage]) };
    }),
  );
  revalidateTags(cacheTags.gifts);
  await removeUploads("gifts", removable);
  return toGiftDocument(row);
}

/** Removes a gift and the pictures uploaded for it that no other gift shows. */
export async function deleteGift(staff: StaffMember, id: string): Promise<string> {
  const giftId = recordId(id, giftStaffMessages.notFound);
  const removable = await withTransaction(async (tx) => {
    const [deleted] = await tx
      .delete(gifts)
      .where(and(eq(gifts.id, giftId), actsOn(staff, gifts.sellerId)))
      .returning({ images: gifts.images });
    if (!deleted) throw new HttpError(404, giftStaffMessages.notFound);
    return unshown(tx, [...new Set(deleted.images)]);
  });
  revalidateTags(cacheTags.gifts);
  await removeUploads("gifts", removable);
  return giftId;
}
