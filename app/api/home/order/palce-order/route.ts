import { requireCustomer } from "@/lib/auth/session";
import { HttpError, privateJson, readJsonBody, route } from "@/lib/http";
import { orderMessages } from "@/lib/orders/messages";
import { assertOwnCustomerId } from "@/lib/orders/ownership";
import { placeOrder } from "@/lib/orders/place";
import { idempotencyKeyHeader, placeOrderInput } from "@/lib/orders/schemas";
import type { OrderPlacedAnswer } from "@/lib/api-answers/orders";

/**
 * { shippingInfo, userId, couponCode? } (price, products, shipping_fee and items are accepted and
 * ignored) -> 201 { message, orderId }: the cart as the server prices it becomes a pending,
 * unpaid order. With an Idempotency-Key header, a repeat of the same submit answers 200 with the
 * first order's id. 409: empty cart or a product short of stock (named).
 */
export const POST = route(async (request: Request) => {
  const customer = await requireCustomer(request);
  const key = idempotencyKeyHeader.safeParse(request.headers.get("idempotency-key") ?? undefined);
  if (!key.success) throw new HttpError(400, key.error.issues[0]!.message);
  const input = await readJsonBody(request, placeOrderInput);
  assertOwnCustomerId(customer, input.userId);
  const { orderId, created } = await placeOrder(customer.id, input, key.data);
  return privateJson({ message: orderMessages.placed, orderId } satisfies OrderPlacedAnswer, { status: created ? 201 : 200 });
});
