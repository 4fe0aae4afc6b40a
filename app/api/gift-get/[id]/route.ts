import { idParam } from "@/lib/catalog/params";
import { publicJson } from "@/lib/catalog/responses";
import { getGift, toGiftDocument } from "@/lib/content/gifts";
import { HttpError, route } from "@/lib/http";
import type { GiftAnswer } from "@/lib/api-answers/content";

type Context = { params: Promise<{ id: string }> };

/** One gift by id: { gift }; an unknown id, or one that is not an id at all, is a 404. */
export const GET = route(async (_request: Request, { params }: Context) => {
  const id = idParam.safeParse((await params).id);
  const gift = id.success ? await getGift(id.data) : null;
  if (!gift) throw new HttpError(404, "Gift not found");
  return publicJson({ gift: toGiftDocument(gift) } satisfies GiftAnswer);
});
