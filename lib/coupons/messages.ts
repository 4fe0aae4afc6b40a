/** What the coupon check answers; the first two are the spec's own words (§5). */
export const couponMessages = {
  invalidCode: "Invalid coupon code.",
  belowMinimum: "Invalid price. The price must be greater than or equal to the coupon's minimum price.",
  emptyCart: "Your cart has nothing to apply a coupon to.",
  usedUp: (name: string, limit: number) =>
    limit === 1 ? `You have already used the coupon ${name}.` : `You have already used the coupon ${name} ${limit} times, as often as it allows.`,
} as const;
