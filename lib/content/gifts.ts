import type { GiftDocument } from "@/lib/api-answers/content";
import { desc, eq } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { isUuid } from "@/lib/catalog/params";
import { getDb } from "@/lib/db";
import { gifts } from "@/models";

/** A gift of the gift store. */
export type Gift = {
  id: string;
  name: string;
  slug: string;
  /** The first is the main picture. */
  images: string[];
  /** Whole rupees before discount; the displayed price comes from lib/pricing.ts. */
  price: number;
  /** Percent, 0 to 100. */
  discount: number;
  rating: number;
};

/** The columns a Gift is read from (the gift store, search, and what staff writes return). */
export const giftColumns = {
  id: gifts.id,
  name: gifts.name,
  slug: gifts.slug,
  images: gifts.images,
  price: gifts.price,
  discount: gifts.discount,
  rating: gifts.rating,
};

/** Every gift, newest first (gift store). */
export async function getGifts(): Promise<Gift[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.gifts);

  const db = await getDb();
  return db.select(giftColumns).from(gifts).orderBy(desc(gifts.createdAt), desc(gifts.id));
}

/** One gift by id; null when there is none (or the id is not one). */
export async function getGift(id: string): Promise<Gift | null> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.gifts);

  const giftId = id.trim().toLowerCase();
  if (!isUuid(giftId)) return null;
  const db = await getDb();
  const [gift] = await db.select(giftColumns).from(gifts).where(eq(gifts.id, giftId)).limit(1);
  return gift ?? null;
}

/** A gift as the API contract spells it (`_id`). */
export function toGiftDocument({ id, ...gift }: Gift): GiftDocument {
  return { _id: id, ...gift };
}
