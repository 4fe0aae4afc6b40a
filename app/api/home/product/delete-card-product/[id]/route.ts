import { requireCustomer } from "@/lib/auth/session";
import { cartLineIdOf } from "@/lib/cart/line-id";
import { cartMessages } from "@/lib/cart/messages";
import { removeCartLine } from "@/lib/cart/remove";
import { privateJson, route } from "@/lib/http";
import type { MessageAnswer } from "@/lib/api-answers/common";

type Context = { params: Promise<{ id: string }> };

/** Removes one of the customer's cart lines: { message }; 404 for anyone else's or an unknown id. */
export const DELETE = route(async (request: Request, { params }: Context) => {
  const customer = await requireCustomer(request);
  await removeCartLine(customer.id, cartLineIdOf((await params).id));
  return privateJson({ message: cartMessages.removed } satisfies MessageAnswer);
});
