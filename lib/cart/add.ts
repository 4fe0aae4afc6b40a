import { eq, sql, type SQL } from "drizzle-orm";
import { now } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { getDb, queryRows } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { products } from "@/models";
import { cartMessages } from "./messages";
import type { AddToCartInput } from "./schemas";
import { productOption } from "./variant";

/**
 * Puts `quantity` of a product, in one size and colour, into a customer's cart. The same
 * product, size and colour merge into one line (the unique index
 * cart_lines_customer_product_variant_idx), a line never holds more than the product's stock,
 * and the customer's lines of one product (every size and colour) never more than
 * MAX_PER_PRODUCT, what one order may take (lib/config.ts).
 *
 * The checks and the write are one INSERT ... ON CONFLICT DO UPDATE ... WHERE: concurrent adds
 * of one variant queue on the line's row lock and each re-reads the line and the stock, so
 * twenty adds at once cannot push a line past the stock or the limit. Adds of two sizes at once
 * may each see the other's line missing; placing the order checks the limit again, under the
 * order's own transaction (lib/orders/place.ts). A refused add writes nothing.
 */
export async function addToCart(customerId: string, input: AddToCartInput): Promise<{ quantity: number }> {
  const db = await getDb();
  const [product] = await db
    .select({ id: products.id, name: products.name, stock: products.stock, sizes: products.sizes, colors: products.colors })
    .from(products)
    .where(eq(products.id, input.productId))
    .limit(1);
  if (!product) throw new HttpError(404, cartMessages.productNotFound);
  const size = productOption(product.sizes, input.size, "size");
  const color = productOption(product.colors, input.color, "color");
  if (product.stock === 0) throw new HttpError(409, cartMessages.soldOut);

  const max = getConfig().maxPerProduct;
  const at = now().toISOString();
  // What the customer's other lines of this product (other sizes and colours) already hold.
  const otherVariants = (lineId: SQL) => sql`(select coalesce(sum(o.quantity), 0) from cart_lines o
    where o.customer_id = ${customerId}::uuid and o.product_id = ${product.id}::uuid and o.id <> ${lineId})`;
  const [line] = await queryRows<{ quantity: number }>(
    db,
    sql`insert into cart_lines as line (customer_id, product_id, size, color, quantity, created_at, updated_at)
        select ${customerId}::uuid, p.id, ${size}::text, ${color}::text, ${input.quantity}::integer,
               ${at}::timestamptz, ${at}::timestamptz
        from products p
        where p.id = ${product.id}::uuid and ${input.quantity}::integer <= p.stock
          and ${otherVariants(sql`'00000000-0000-0000-0000-000000000000'::uuid`)} + ${input.quantity}::integer <= ${max}::integer
        on conflict (customer_id, product_id, size, color) do update
          set quantity = line.quantity + excluded.quantity, updated_at = excluded.updated_at
          where line.quantity + excluded.quantity <= (select p.stock from products p where p.id = excluded.product_id)
            and ${otherVariants(sql`line.id`)} + line.quantity + excluded.quantity <= ${max}::integer
        returning line.quantity`,
  );
  if (!line) throw new HttpError(409, await whyRefused(customerId, product, input.quantity, max));
  return { quantity: Number(line.quantity) };
}

/** Which limit an add ran into: the one order's limit of the product, else the stock. */
async function whyRefused(customerId: string, product: { id: string; name: string }, quantity: number, max: number): Promise<string> {
  const db = await getDb();
  const [held] = await queryRows<{ total: number }>(
    db,
    sql`select coalesce(sum(quantity), 0)::integer as total from cart_lines
        where customer_id = ${customerId}::uuid and product_id = ${product.id}::uuid`,
  );
  return Number(held?.total ?? 0) + quantity > max ? cartMessages.overPerProduct(product.name, max) : cartMessages.overStock;
}
