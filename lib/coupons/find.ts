import { and, count, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { couponRedemptions, coupons, sellers } from "@/models";
import { couponMessages } from "./messages";
import { couponTermsColumns, type CouponTerms } from "./columns";

/**
 * The coupon a shopper typed, matched without regard to case on upper(name), the expression
 * coupons_name_idx indexes (codes differing only in case cannot both exist). An unknown code is
 * a 404 'Invalid coupon code.'. `share` holds the coupon's terms fixed until the transaction
 * ends (a seller's edit or delete waits), without making other customers' orders wait.
 */
export async function couponByCode(db: Database | Transaction, code: string, lock: "share" | null = null): Promise<CouponTerms> {
  const query = db
    .select(couponTermsColumns)
    .from(coupons)
    .leftJoin(sellers, eq(sellers.id, coupons.sellerId))
    .where(eq(sql`upper(${coupons.name})`, sql`upper(${code})`))
    .limit(1);
  // Only the coupon row is locked (FOR SHARE cannot lock the nullable side of an outer join).
  const [coupon] = lock ? await query.for(lock, { of: coupons }) : await query;
  if (!coupon) throw new HttpError(404, couponMessages.invalidCode);
  return coupon;
}

/** How many times a customer has redeemed a coupon (one coupon_redemptions row per order). */
export async function timesRedeemed(db: Database | Transaction, couponId: string, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.customerId, customerId)));
  return row?.n ?? 0;
}
