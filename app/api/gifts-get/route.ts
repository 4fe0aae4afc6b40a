import { publicJson } from "@/lib/catalog/responses";
import { getGifts, toGiftDocument } from "@/lib/content/gifts";
import { route } from "@/lib/http";
import type { GiftsAnswer } from "@/lib/api-answers/content";

/** Every gift, newest first: { gifts: [{ _id, name, slug, images, price, discount, rating }] }. */
export const GET = route(async () => {
  const gifts = await getGifts();
  return publicJson({ gifts: gifts.map(toGiftDocument) } satisfies GiftsAnswer);
});
