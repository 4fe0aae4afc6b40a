import { requireCustomer } from "@/lib/auth/session";
import { checkCouponAtCart } from "@/lib/coupons/check";
import { applyCouponInput } from "@/lib/coupons/schemas";
import { assertOwnUserId } from "@/lib/customer-owned";
import { privateJson, readJsonBody, route } from "@/lib/http";
import type { CouponQuoteAnswer } from "@/lib/api-answers/coupons";

/**
 * { code } -> { coupon: { name, discount }, price, couponDiscount, appliesTo, shipping_fee, total },
 * all computed on the server from the caller's cart. A coupon covers its own shop's lines only
 * (`appliesTo` names the shop, null for every shop, and the items and price it covered). 404
 * 'Invalid coupon code.', 400 below the coupon's minimum ('Add ₹X more to use CODE'), for a
 * cart with none of its shop's products, or for an empty cart, 409 once the customer has used it up. Nothing
 * is redeemed here: that happens when the order is placed.
 */
export const POST = route(async (request: Request) => {
  const customer = await requireCustomer(request);
  const input = await readJsonBody(request, applyCouponInput);
  assertOwnUserId(customer, input.userId);
  const quote = await checkCouponAtCart(customer.id, input.code);
  return privateJson({
    coupon: quote.coupon,
    price: quote.price,
    couponDiscount: quote.couponDiscount,
    appliesTo: quote.appliesTo,
    shipping_fee: quote.shippingFee,
    total: quote.total,
  } satisfies CouponQuoteAnswer);
});
