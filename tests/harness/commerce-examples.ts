import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db";
import { products, reviews, wishlistEntries } from "@/models";
import type { World } from "./world";

/**
 * Customer A's cart lines and wishlist entries for the cart and wishlist examples of the route
 * inventory. Every example sets up its own line, in its own size, at the quantity its call needs
 * to succeed (a + below the stock, a - above 1), so the order in which the fuzz suite and the
 * matrix run the routes, and what earlier calls did, never changes an answer.
 */

/** The world's product, with the sizes and colours it comes in (the seeded one has five sizes). */
export async function exampleProduct(world: World) {
  const db = await getDb();
  const [product] = await db
    .select({ id: products.id, name: products.name, slug: products.slug, price: products.price, discount: products.discount, rating: products.rating, images: products.images, sizes: products.sizes, colors: products.colors })
    .from(products)
    .where(eq(products.id, world.catalogue.productId));
  if (!product || product.sizes.length < 5 || product.colors.length < 2) throw new Error("the example product needs five sizes and two colours");
  return product;
}

/** The size each example's line uses, so no two examples share a line. */
export const EXAMPLE_LINE = { addToCart: 0, increase: 1, decrease: 2, remove: 3, held: 4 } as const;

/** A's line of the example product in the size `slot` names, set to `quantity`; its id. */
export async function cartLineOfA(world: World, slot: keyof typeof EXAMPLE_LINE, quantity: number): Promise<string> {
  const product = await exampleProduct(world);
  const db = await getDb();
  const [line] = await queryRows<{ id: string }>(
    db,
    sql`insert into cart_lines (customer_id, product_id, size, color, quantity)
        values (${world.customerA.id}::uuid, ${product.id}::uuid, ${product.sizes[EXAMPLE_LINE[slot]]!}, ${product.colors[1]!}, ${quantity})
        on conflict (customer_id, product_id, size, color) do update set quantity = excluded.quantity
        returning id`,
  );
  return line!.id;
}

/** Takes A's add-to-card line away, so the example's add starts from nothing and never meets the stock. */
export async function clearAddToCartLine(world: World): Promise<void> {
  const product = await exampleProduct(world);
  const db = await getDb();
  await db.execute(
    sql`delete from cart_lines where customer_id = ${world.customerA.id}::uuid and product_id = ${product.id}::uuid
        and size = ${product.sizes[EXAMPLE_LINE.addToCart]!} and color = ${product.colors[1]!}`,
  );
}

/** A's wishlist entry of the example product (kept if there); its id. */
export async function wishlistEntryOfA(world: World): Promise<string> {
  const db = await getDb();
  await db.insert(wishlistEntries).values({ customerId: world.customerA.id, productId: world.catalogue.productId }).onConflictDoNothing();
  const [entry] = await db
    .select({ id: wishlistEntries.id })
    .from(wishlistEntries)
    .where(and(eq(wishlistEntries.customerId, world.customerA.id), eq(wishlistEntries.productId, world.catalogue.productId)));
  return entry!.id;
}

/** Takes the example product out of A's wishlist, so the example's add is a new entry (201, not 409). */
export async function clearWishlistEntryOfA(world: World): Promise<void> {
  const db = await getDb();
  await db.delete(wishlistEntries).where(and(eq(wishlistEntries.customerId, world.customerA.id), eq(wishlistEntries.productId, world.catalogue.productId)));
}

/**
 * Takes the world's accounts' reviews of the example product away, so each review example is
 * that account's first review of it (201, not 409): the fuzz sends A's again and again, and the
 * matrix has every actor post one.
 */
export async function clearWorldReviews(world: World): Promise<void> {
  const accounts = [world.customerA, world.customerB, world.seller, world.otherSeller, world.admin].map((account) => account.id);
  const db = await getDb();
  await db.delete(reviews).where(and(eq(reviews.productId, world.catalogue.productId), inArray(reviews.customerId, accounts)));
}
