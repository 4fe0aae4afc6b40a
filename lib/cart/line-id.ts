import { idParam } from "@/lib/catalog/params";
import { HttpError } from "@/lib/http";
import { cartMessages } from "./messages";

/** A cart line's id from an address; anything not shaped like one names no line (404). */
export function cartLineIdOf(raw: string): string {
  const id = idParam.safeParse(raw);
  if (!id.success) throw new HttpError(404, cartMessages.lineNotFound);
  return id.data;
}
