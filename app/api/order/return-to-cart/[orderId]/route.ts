import { requireCustomer } from "@/lib/auth/session";
import { privateJson, route } from "@/lib/http";
import { orderMessages } from "@/lib/orders/messages";
import { returnOrderToCart } from "@/lib/orders/return-to-cart";
import type { ReturnedToCartAnswer } from "@/lib/api-answers/orders";

type Context = { params: Promise<{ orderId: string }> };

/**
 * The shopper steps back from paying: their own pending, unpaid order goes back into their
 * cart (stock and coupon use released, the order cancelled and no longer listed) ->
 * { message, returned, lines, couponCode }. A repeat answers 200 with returned: false. 409 for
 * an order placed, paid or cancelled, or one whose payment link is still open at the gateway;
 * 404 for an order that is not theirs.
 */
export const POST = route(async (request: Request, { params }: Context) => {
  const customer = await requireCustomer(request);
  const result = await returnOrderToCart(customer.id, (await params).orderId);
  return privateJson({ message: orderMessages.returnedToCart, ...result } satisfies ReturnedToCartAnswer);
});
