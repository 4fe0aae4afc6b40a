import { requireCustomer } from "@/lib/auth/session";
import { privateJson, route } from "@/lib/http";
import { cancelOrder } from "@/lib/orders/cancel";
import { orderMessages } from "@/lib/orders/messages";
import type { MessageAnswer } from "@/lib/api-answers/common";

type Context = { params: Promise<{ orderId: string }> };

/**
 * The customer cancels their own order before it leaves the warehouse (pending, placed or
 * warehouse): { message }; stock and coupon use come back. 409 once cancelled, shipped or
 * delivered; 404 for an order that is not theirs.
 */
export const PUT = route(async (request: Request, { params }: Context) => {
  const customer = await requireCustomer(request);
  await cancelOrder(customer.id, (await params).orderId);
  return privateJson({ message: orderMessages.cancelled } satisfies MessageAnswer);
});
