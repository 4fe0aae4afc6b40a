import { requireStaff } from "@/lib/auth/staff";
import { privateJson, route } from "@/lib/http";
import { sellerReturns } from "@/lib/returns/steps";
import type { SellerReturnsAnswer } from "@/lib/api-answers/returns";

/** GET (staff) -> { returns }: the returns of the seller's shop (an admin's: every shop's), newest first. */
export const GET = route(async (request: Request) => {
  const staff = await requireStaff(request);
  return privateJson({ returns: await sellerReturns(staff) } satisfies SellerReturnsAnswer);
});
