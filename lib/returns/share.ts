import "server-only";
import { eq } from "drizzle-orm";
import type { Transaction } from "@/lib/db";
import { shareOut } from "@/lib/invoices/tax";
import { lineTotal } from "@/lib/pricing";
import { couponRedemptions, coupons, orderLines, type Order } from "@/models";

/**
 * What the customer paid for each line of the order, in paise: the line's total after its
 * product discount, less its share of the coupon, shared exactly as the tax invoice shares it
 * (lib/invoices/tax.ts: a shop's coupon covers that shop's lines, any other every line, by
 * largest remainder over the lines' values). Shipping and the cash-on-delivery fee are not part
 * of a line: a return does not give them back.
 */
export async function paidPerLine(tx: Transaction, order: Pick<Order, "id" | "couponDiscount">): Promise<Map<string, { paise: number; quantity: number }>> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.name, orderLines.size, orderLines.id);
  let couponSellerId: string | null | undefined = null;
  if (order.couponDiscount > 0) {
    const [coupon] = await tx
      .select({ sellerId: coupons.sellerId })
      .from(couponRedemptions)
      .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .where(eq(couponRedemptions.orderId, order.id))
      .limit(1);
    couponSellerId = coupon ? coupon.sellerId : undefined;
  }
  const values = lines.map((line) => lineTotal(line.price, line.discount, line.quantity));
  const covered = lines.map((line) => couponSellerId == null || line.sellerId === couponSellerId);
  const coupon = shareOut(
    order.couponDiscount,
    values.map((value, index) => (covered[index] ? value : 0)),
  );
  return new Map(lines.map((line, index) => [line.id, { paise: (values[index]! - coupon[index]!) * 100, quantity: line.quantity }]));
}

/** The paid value of `quantity` pieces of a line: its share, to the paisa below. */
export function piecesPaise(paid: { paise: number; quantity: number }, quantity: number): number {
  return quantity === paid.quantity ? paid.paise : Math.floor((paid.paise * quantity) / paid.quantity);
}
