import { and, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { Transaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { orderLines, products } from "@/models";
import { orderMessages } from "./messages";

export type StockClaim = { productId: string; name: string; quantity: number };

/** A product's stock before and after an order took it or gave it back. */
export type StockMove = { slug: string; before: number; after: number };

/** One claim per product (a cart may hold a product in two sizes), in product-id order. */
function byProduct(claims: readonly StockClaim[]): StockClaim[] {
  const merged = new Map<string, StockClaim>();
  for (const claim of claims) {
    const seen = merged.get(claim.productId);
    merged.set(claim.productId, seen ? { ...seen, quantity: seen.quantity + claim.quantity } : { ...claim });
  }
  return [...merged.values()].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}

/**
 * Takes stock for an order inside its transaction. Each product is a conditional update
 * (`stock >= quantity`), so two shoppers racing for the last one cannot both get it and stock
 * never goes below 0: the loser's update matches no row, and the 409 names the product. The
 * caller's transaction then rolls back whatever this order had taken already. Products are
 * taken in id order, so concurrent orders lock the same rows in the same order (no deadlock).
 */
export async function takeStock(tx: Transaction, claims: readonly StockClaim[]): Promise<StockMove[]> {
  const moves: StockMove[] = [];
  for (const claim of byProduct(claims)) {
    const [taken] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${claim.quantity}` })
      .where(and(eq(products.id, claim.productId), gte(products.stock, claim.quantity)))
      .returning({ slug: products.slug, stock: products.stock });
    if (!taken) {
      const [left] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, claim.productId));
      throw new HttpError(409, orderMessages.shortStock(claim.name, left?.stock ?? 0));
    }
    moves.push({ slug: taken.slug, before: taken.stock + claim.quantity, after: taken.stock });
  }
  return moves;
}

/** Gives stock back (a cancelled order's, a refused exchange's), in the caller's transaction. */
export async function giveStockBack(tx: Transaction, claims: readonly StockClaim[]): Promise<StockMove[]> {
  const moves: StockMove[] = [];
  for (const claim of byProduct(claims)) {
    const [returned] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${claim.quantity}` })
      .where(eq(products.id, claim.productId))
      .returning({ slug: products.slug, stock: products.stock });
    if (returned) moves.push({ slug: returned.slug, before: returned.stock - claim.quantity, after: returned.stock });
  }
  return moves;
}

/** Gives an order's stock back (cancelled or expired), in the caller's transaction. */
export async function returnStock(tx: Transaction, orderId: string): Promise<StockMove[]> {
  const lines = await tx
    .select({ productId: orderLines.productId, name: orderLines.name, quantity: orderLines.quantity })
    .from(orderLines)
    // A product deleted since has no stock to return to.
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.productId)));
  return giveStockBack(tx, lines.map((line) => ({ ...line, productId: line.productId! })));
}
