import { asc } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { getDb } from "@/lib/db";
import { coupons } from "@/models";
import { couponTermsColumns } from "@/lib/coupons/columns";

/** A coupon as shoppers see it: the code, its least order amount and its discount. */
export type Coupon = {
  id: string;
  /** The code a shopper types. */
  name: string;
  /** Whole rupees: the cart must cost at least this (the contract's `price`). */
  minOrderAmount: number;
  /** Percent off the cart's price. */
  discount: number;
  /** How many times one customer may use it. */
  userLimit: number;
};

/** Every coupon, oldest first (product page offer tiles, GET /get-coupon). */
export async function getCoupons(): Promise<Coupon[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.coupons);

  const db = await getDb();
  return db
    .select(couponTermsColumns)
    .from(coupons)
    .orderBy(asc(coupons.createdAt), asc(coupons.id));
}

/** GET /get-coupon's shape: `price` is the least order amount, `userlimit` lower-case. */
export function toCouponDocument(coupon: Coupon) {
  return {
    _id: coupon.id,
    name: coupon.name,
    price: coupon.minOrderAmount,
    discount: coupon.discount,
    userlimit: coupon.userLimit,
  };
}
