import type { CouponCoverage } from "@/components/shop-data/types";
import { formatRupees } from "@/lib/format";

/**
 * Which lines an applied coupon covered, in the shop's words: a shop's coupon discounts only
 * that shop's products ("WELCOME10 applied to 2 items from TeeRang Originals: −₹82"), an
 * admin's every item in the cart.
 */
export function couponCoverageText(code: string, appliesTo: CouponCoverage, amount: number): string {
  return `${code} ${coverageAfterCode(appliesTo, amount)}`;
}

/** The same words after the code ("applied to 2 items from TeeRang Originals: −₹82"), shown beside it. */
export function coverageAfterCode(appliesTo: CouponCoverage, amount: number): string {
  const items = `${appliesTo.items} ${appliesTo.items === 1 ? "item" : "items"}`;
  const from = appliesTo.shopName ? ` from ${appliesTo.shopName}` : "";
  return `applied to ${items}${from}: −${formatRupees(amount)}`;
}
