import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { cartLines } from "@/models";
import { cartMessages } from "./messages";

/** Deletes one of the customer's own cart lines; anyone else's is a 404, as if it did not exist. */
export async function removeCartLine(customerId: string, lineId: string): Promise<void> {
  const db = await getDb();
  const removed = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.customerId, customerId)))
    .returning({ id: cartLines.id });
  if (removed.length === 0) throw new HttpError(404, cartMessages.lineNotFound);
}
