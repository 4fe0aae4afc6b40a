import { and, eq, sql } from "drizzle-orm";
import { now } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { getDb, queryRows, type Database } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { cartLines, products } from "@/models";
import { cartMessages } from "./messages";

/**
 * One more or one fewer of a cart line. Each change is a single conditional UPDATE: the row
 * lock queues concurrent changes of one line and each re-checks its condition against the
 * line as the previous one left it, so twenty presses of + at once stop exactly at the stock.
 * Only the customer's own line is found; anyone else's, like a line that does not exist, is a
 * 404, so the answer never tells that it exists.
 */

/** Why a change found no line to update: not the customer's (404), or the line as it stands now. */
async function ownLine(db: Database, customerId: string, lineId: string) {
  const [line] = await db
    .select({ quantity: cartLines.quantity, stock: products.stock, productId: products.id, name: products.name })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.id, lineId), eq(cartLines.customerId, customerId)))
    .limit(1);
  if (!line) throw new HttpError(404, cartMessages.lineNotFound);
  return line;
}

/**
 * +1, up to the product's stock ('Cannot exceed available stock') and up to MAX_PER_PRODUCT of
 * the product over all the customer's lines of it (one order's limit, lib/config.ts). The line's
 * own quantity is re-read under its row lock; the other sizes' lines are read as they stand.
 */
export async function increaseQuantity(customerId: string, lineId: string): Promise<{ quantity: number }> {
  const db = await getDb();
  const max = getConfig().maxPerProduct;
  const [changed] = await queryRows<{ quantity: number }>(
    db,
    sql`update cart_lines as line set quantity = line.quantity + 1, updated_at = ${now().toISOString()}::timestamptz
        from products p
        where line.id = ${lineId}::uuid and line.customer_id = ${customerId}::uuid and p.id = line.product_id
          and line.quantity < p.stock
          and line.quantity + (select coalesce(sum(o.quantity), 0) from cart_lines o
                               where o.customer_id = line.customer_id and o.product_id = line.product_id and o.id <> line.id) < ${max}::integer
        returning line.quantity`,
  );
  if (changed) return { quantity: Number(changed.quantity) };
  const line = await ownLine(db, customerId, lineId);
  if (line.quantity >= line.stock) throw new HttpError(409, cartMessages.overStock);
  throw new HttpError(409, cartMessages.overPerProduct(line.name, max));
}

/**
 * -1, never below 1 ('Quantity cannot be less than 1'). When the stock fell below the line, the
 * cart shows the stock (lib/cart/read.ts), so one fewer is counted from what the shopper sees;
 * a sold-out line keeps its own quantity and counts down from that.
 */
export async function decreaseQuantity(customerId: string, lineId: string): Promise<{ quantity: number }> {
  const db = await getDb();
  const shown = sql`(case when p.stock > 0 then least(line.quantity, p.stock) else line.quantity end)`;
  const [changed] = await queryRows<{ quantity: number }>(
    db,
    sql`update cart_lines as line set quantity = ${shown} - 1, updated_at = ${now().toISOString()}::timestamptz
        from products p
        where line.id = ${lineId}::uuid and line.customer_id = ${customerId}::uuid and p.id = line.product_id
          and ${shown} > 1
        returning line.quantity`,
  );
  if (changed) return { quantity: Number(changed.quantity) };
  await ownLine(db, customerId, lineId);
  throw new HttpError(409, cartMessages.belowOne);
}
