import { eq, sql } from "drizzle-orm";
import { now } from "@/lib/clock";
import { getDb, queryRows } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { products } from "@/models";
import { wishlistMessages } from "./messages";

/**
 * Keeps a product in a customer's wishlist. One statement inserts the entry only for a product
 * that exists, and the unique index on (customer, product) decides a race: of two adds at once
 * one inserts and the other finds the entry there (409).
 */
export async function addToWishlist(customerId: string, productId: string): Promise<{ id: string }> {
  const db = await getDb();
  const [entry] = await queryRows<{ id: string }>(
    db,
    sql`insert into wishlist_entries (customer_id, product_id, created_at)
        select ${customerId}::uuid, p.id, ${now().toISOString()}::timestamptz from products p where p.id = ${productId}::uuid
        on conflict (customer_id, product_id) do nothing
        returning id`,
  );
  if (entry) return entry;
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  throw product ? new HttpError(409, wishlistMessages.alreadyThere) : new HttpError(404, wishlistMessages.productNotFound);
}
