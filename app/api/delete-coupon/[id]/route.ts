import { requireStaff } from "@/lib/auth/staff";
import { couponStaffMessages, deleteCoupon } from "@/lib/coupons/manage";
import { privateJson, route } from "@/lib/http";
import type { MessageAnswer } from "@/lib/api-answers/common";

export const DELETE = route<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const staff = await requireStaff(request);
  await deleteCoupon(staff, (await params).id);
  return privateJson({ message: couponStaffMessages.deleted } satisfies MessageAnswer);
});
