import { requireStaff } from "@/lib/auth/staff";
import { addCoupon, couponStaffMessages } from "@/lib/coupons/manage";
import { addCouponInput } from "@/lib/coupons/schemas";
import { privateJson, readJsonBody, route } from "@/lib/http";
import type { CouponAddedAnswer } from "@/lib/api-answers/coupons";

export const POST = route(async (request) => {
  const staff = await requireStaff(request);
  const input = await readJsonBody(request, addCouponInput);
  const coupon = await addCoupon(staff, input);
  return privateJson({ message: couponStaffMessages.added, coupon } satisfies CouponAddedAnswer, { status: 201 });
});
