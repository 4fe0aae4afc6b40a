import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { wishlistEntries } from "@/models";
import { wishlistMessages } from "./messages";

/**
 * Deletes one of the customer's own wishlist entries. Someone else's, or one gone already, is a
 * 404, so the answer never tells that another customer's entry exists.
 */
export async function removeWishlistEntry(customerId: string, entryId: string): Promise<{ id: string }> {
  const db = await getDb();
  const [removed] = await db
    .delete(wishlistEntries)
    .where(and(eq(wishlistEntries.id, entryId), eq(wishlistEntries.customerId, customerId)))
    .returning({ id: wishlistEntries.id });
  if (!removed) throw new HttpError(404, wishlistMessages.entryNotFound);
  return removed;
}
