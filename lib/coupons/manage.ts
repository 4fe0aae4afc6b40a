import { and, eq } from "drizzle-orm";
import type { StaffMember } from "@/lib/auth/staff";
import { cacheTags } from "@/lib/cache-tags";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { actsOn, madeBy, recordId } from "@/lib/staff/ownership";
import { revalidateTags } from "@/lib/staff/revalidate";
import { coupons } from "@/models";
import { toCouponDocument } from "./documents";
import type { AddCouponInput } from "./schemas";

export const couponStaffMessages = {
  added: "Coupon added",
  deleted: "Coupon deleted",
  taken: (name: string) => `A coupon with the code ${name} already exists (codes are matched without regard to case).`,
  notFound: "Coupon not found",
} as const;

/**
 * A seller's or admin's new coupon (the seller's shop's; an admin's is the whole shop's). Codes
 * are unique without regard to case (coupons_name_idx on upper(name)): a taken one is a 409,
 * also when two staff add it at once. The product pages' coupon tiles show it at once.
 */
export async function addCoupon(staff: StaffMember, input: AddCouponInput) {
  const db = await getDb();
  const [coupon] = await db
    .insert(coupons)
    .values({ name: input.name, minOrderAmount: input.price, discount: input.discount, userLimit: input.userlimit, ...madeBy(staff) })
    .onConflictDoNothing()
    .returning({ id: coupons.id, name: coupons.name, minOrderAmount: coupons.minOrderAmount, discount: coupons.discount, userLimit: coupons.userLimit, sellerId: coupons.sellerId });
  if (!coupon) throw new HttpError(409, couponStaffMessages.taken(input.name));
  revalidateTags(cacheTags.coupons);
  return toCouponDocument({ ...coupon, shopName: coupon.sellerId ? (staff.shop?.shopName ?? null) : null });
}

/**
 * Removes a coupon: from then on its code is 'Invalid coupon code.' at the cart and at order
 * time. Orders that used it keep their discount (orders.coupon_discount is the order's own);
 * its redemption rows go with it. An order being placed with it holds the coupon FOR SHARE
 * (lib/coupons/redeem.ts), so the delete waits for that order and never cuts it in half.
 */
export async function deleteCoupon(staff: StaffMember, id: string): Promise<void> {
  const couponId = recordId(id, couponStaffMessages.notFound);
  const db = await getDb();
  const deleted = await db
    .delete(coupons)
    .where(and(eq(coupons.id, couponId), actsOn(staff, coupons.sellerId)))
    .returning({ id: coupons.id });
  if (deleted.length === 0) throw new HttpError(404, couponStaffMessages.notFound);
  revalidateTags(cacheTags.coupons);
}
