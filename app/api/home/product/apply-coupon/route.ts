import { requireCustomer } from "@/lib/auth/session";
import { checkCouponAtCart } from "@/lib/coupons/check";
import { applyCouponInput } from "@/lib/coupons/schemas";
import { assertOwnUserId } from "@/lib/customer-owned";
import { privateJson, readJsonBody, route } from "@/lib/http";

/**
 * { code } -> { coupon: { name, discount }, price, couponDiscount, shipping_fee, total }, all
 * computed on the server from the caller's cart. 404 'Invalid coupon code.', 400 below the
 * coupon's minimum price or for an empty cart, 409 once the customer has used it up. Nothing
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
    shipping_fee: quote.shippingFee,
    total: quote.total,
  });
});
