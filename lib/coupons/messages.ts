import { formatRupees } from "@/lib/format";

/**
 * What the coupon check answers, in the shop's words: the unknown code is the spec's own; a cart
 * below the minimum hears how much more to add (from the coupon's shop, for a shop's coupon).
 */
export const couponMessages = {
  invalidCode: "Invalid coupon code.",
  belowMinimum: (name: string, short: number, shopName: string | null) =>
    `Add ${formatRupees(short)} more${shopName ? ` from ${shopName}` : ""} to use ${name}`,
  notForThisCart: (name: string, shopName: string) => `${name} is for products from ${shopName}. Your cart has none.`,
  emptyCart: "Your cart has nothing to apply a coupon to.",
  usedUp: (name: string, limit: number) =>
    limit === 1 ? `You have already used the coupon ${name}.` : `You have already used the coupon ${name} ${limit} times, as often as it allows.`,
} as const;
