import { idParam } from "@/lib/catalog/params";
import { HttpError } from "@/lib/http";
import { wishlistMessages } from "./messages";

/** A wishlist entry's id from an address; anything not shaped like one names no entry (404). */
export function wishlistEntryIdOf(raw: string): string {
  const id = idParam.safeParse(raw);
  if (!id.success) throw new HttpError(404, wishlistMessages.entryNotFound);
  return id.data;
}
