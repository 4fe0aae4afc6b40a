import { publicJson } from "@/lib/catalog/responses";
import { getCoupons } from "@/lib/content/coupons";
import { toCouponDocument } from "@/lib/coupons/documents";
import { route } from "@/lib/http";
import type { CouponsAnswer } from "@/lib/api-answers/content";

/** Every coupon: { couponData: [{ _id, name, price (least order amount), discount, userlimit }] }. */
export const GET = route(async () => {
  const coupons = await getCoupons();
  return publicJson({ couponData: coupons.map(toCouponDocument) } satisfies CouponsAnswer);
});
