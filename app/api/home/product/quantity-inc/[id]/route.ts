import { requireCustomer } from "@/lib/auth/session";
import { cartLineIdOf } from "@/lib/cart/line-id";
import { cartMessages } from "@/lib/cart/messages";
import { increaseQuantity } from "@/lib/cart/quantity";
import { quantityChangeInput } from "@/lib/cart/schemas";
import { assertOwnUserId } from "@/lib/customer-owned";
import { privateJson, route } from "@/lib/http";
import { readOptionalJsonBody } from "@/lib/optional-json-body";
import type { MessageAnswer } from "@/lib/api-answers/common";

type Context = { params: Promise<{ id: string }> };

/**
 * One more of a cart line: { message }; 409 'Cannot exceed available stock' at the stock
 * (or at the most one line holds).
 * The line is the one in the address (a cardId in the body is not read); a userId sent along
 * must be the caller's (403); another customer's line is a 404.
 */
export const PUT = route(async (request: Request, { params }: Context) => {
  const customer = await requireCustomer(request);
  const input = await readOptionalJsonBody(request, quantityChangeInput);
  assertOwnUserId(customer, input.userId);
  await increaseQuantity(customer.id, cartLineIdOf((await params).id));
  return privateJson({ message: cartMessages.increased } satisfies MessageAnswer);
});
