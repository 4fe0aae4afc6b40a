import { asc, eq } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { getDb } from "@/lib/db";
import { couponTermsColumns, type CouponTerms } from "@/lib/coupons/columns";
import { coupons, sellers } from "@/models";

/** A coupon as shoppers see it: the code, its least order amount, its discount and its shop. */
export type Coupon = CouponTerms;

/** Every coupon, oldest first (product page offer tiles, GET /get-coupon). */
export async function getCoupons(): Promise<Coupon[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.coupons);

  const db = await getDb();
  return db
    .select(couponTermsColumns)
    .from(coupons)
    .leftJoin(sellers, eq(sellers.id, coupons.sellerId))
    .orderBy(asc(coupons.createdAt), asc(coupons.id));
}

/** Whether a coupon discounts a product of the shop `sellerId`: its own shop's, or every shop's. */
export function couponCoversShop(coupon: Pick<Coupon, "sellerId">, sellerId: string): boolean {
  return coupon.sellerId === null || coupon.sellerId === sellerId;
}

/** The coupons a product of shop `sellerId` offers (its page's tiles): its shop's and every shop's. */
export async function couponsForShop(sellerId: string): Promise<Coupon[]> {
  return (await getCoupons()).filter((coupon) => couponCoversShop(coupon, sellerId));
}
