import { eq, sql } from "drizzle-orm";
import { now } from "@/lib/clock";
import { getDb, queryRows } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { products } from "@/models";
import { MAX_LINE_QUANTITY } from "./limits";
import { cartMessages } from "./messages";
import type { AddToCartInput } from "./schemas";
import { productOption } from "./variant";

/**
 * Puts `quantity` of a product, in one size and colour, into a customer's cart. The same
 * product, size and colour merge into one line (the unique index
 * cart_lines_customer_product_variant_idx), and a line never holds more than the product's
 * stock or MAX_LINE_QUANTITY.
 *
 * The stock check and the write are one INSERT ... ON CONFLICT DO UPDATE ... WHERE: concurrent
 * adds of one variant queue on the line's row lock and each re-reads the line and the stock,
 * so twenty adds at once cannot push a line past the stock. A refused add writes nothing.
 */
export async function addToCart(customerId: string, input: AddToCartInput): Promise<{ quantity: number }> {
  const db = await getDb();
  const [product] = await db
    .select({ id: products.id, stock: products.stock, sizes: products.sizes, colors: products.colors })
    .from(products)
    .where(eq(products.id, input.productId))
    .limit(1);
  if (!product) throw new HttpError(404, cartMessages.productNotFound);
  const size = productOption(product.sizes, input.size, "size");
  const color = productOption(product.colors, input.color, "color");
  if (product.stock === 0) throw new HttpError(409, cartMessages.soldOut);

  const at = now().toISOString();
  const [line] = await queryRows<{ quantity: number }>(
    db,
    sql`insert into cart_lines as line (customer_id, product_id, size, color, quantity, created_at, updated_at)
        select ${customerId}::uuid, p.id, ${size}::text, ${color}::text, ${input.quantity}::integer,
               ${at}::timestamptz, ${at}::timestamptz
        from products p
        where p.id = ${product.id}::uuid and ${input.quantity}::integer <= least(p.stock, ${MAX_LINE_QUANTITY}::integer)
        on conflict (customer_id, product_id, size, color) do update
          set quantity = line.quantity + excluded.quantity, updated_at = excluded.updated_at
          where line.quantity + excluded.quantity
                <= (select least(p.stock, ${MAX_LINE_QUANTITY}::integer) from products p where p.id = excluded.product_id)
        returning line.quantity`,
  );
  if (!line) {
    // The stock read above may be a moment old; it only picks the clearer of the two refusals.
    throw new HttpError(409, product.stock > MAX_LINE_QUANTITY ? cartMessages.overLineLimit : cartMessages.overStock);
  }
  return { quantity: Number(line.quantity) };
}
