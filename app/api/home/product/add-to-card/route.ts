import { requireCustomer } from "@/lib/auth/session";
import { addToCart } from "@/lib/cart/add";
import { cartMessages } from "@/lib/cart/messages";
import { addToCartInput } from "@/lib/cart/schemas";
import { assertOwnUserId } from "@/lib/customer-owned";
import { privateJson, readJsonBody, route } from "@/lib/http";
import type { MessageAnswer } from "@/lib/api-answers/common";

/**
 * { userId, quantity, productId, size, color } -> { message }. The same variant merges into one
 * line; 409 for a sold-out product or past the stock, 404 for an unknown product, 400 for a
 * size or colour the product does not come in.
 */
export const POST = route(async (request: Request) => {
  const customer = await requireCustomer(request);
  const input = await readJsonBody(request, addToCartInput);
  assertOwnUserId(customer, input.userId);
  await addToCart(customer.id, input);
  return privateJson({ message: cartMessages.added } satisfies MessageAnswer);
});
