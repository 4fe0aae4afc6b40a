import { requireCustomer } from "@/lib/auth/session";
import { assertOwnUserId } from "@/lib/customer-owned";
import { privateJson, readJsonBody, route } from "@/lib/http";
import { addToWishlist } from "@/lib/wishlist/add";
import { wishlistMessages } from "@/lib/wishlist/messages";
import { addToWishlistInput } from "@/lib/wishlist/schemas";
import type { MessageAnswer } from "@/lib/api-answers/common";

/**
 * { userId, productId, ...the product's copies (ignored) } -> 201 { message }; 409 when the
 * product is already in the wishlist, 404 for an unknown product.
 */
export const POST = route(async (request: Request) => {
  const customer = await requireCustomer(request);
  const input = await readJsonBody(request, addToWishlistInput);
  assertOwnUserId(customer, input.userId);
  await addToWishlist(customer.id, input.productId);
  return privateJson({ message: wishlistMessages.added } satisfies MessageAnswer, { status: 201 });
});
