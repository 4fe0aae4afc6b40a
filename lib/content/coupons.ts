import type { CouponDocument } from "@/lib/api-answers/content";
import { asc, eq } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { getDb } from "@/lib/db";
import { coupons, sellers } from "@/models";
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
  /**
   * The shop whose products it discounts; null: every shop's. A seller's coupon is their shop's;
   * an admin's, and the demo catalogue's seeded coupons (which have no shop), cover every shop.
   */
  sellerId: string | null;
  shopName: string | null;
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

/**
 * GET /get-coupon's shape: `price` is the least order amount, `userlimit` lower-case (the
 * contract's fields); `shopId` / `shopName` name the shop it is for, both null for every shop.
 */
export function toCouponDocument(coupon: Coupon): CouponDocument {
  return {
    _id: coupon.id,
    name: coupon.name,
    price: coupon.minOrderAmount,
    discount: coupon.discount,
    userlimit: coupon.userLimit,
    shopId: coupon.sellerId,
    shopName: coupon.shopName,
  };
}
