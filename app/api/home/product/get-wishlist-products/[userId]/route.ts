import { requireCustomer } from "@/lib/auth/session";
import { assertOwnUserId } from "@/lib/customer-owned";
import { privateJson, route } from "@/lib/http";
import { toWishlistDocument } from "@/lib/wishlist/documents";
import { getWishlist } from "@/lib/wishlist/read";
import type { WishlistAnswer } from "@/lib/api-answers/cart";

type Context = { params: Promise<{ userId: string }> };

/** The signed-in customer's wishlist, newest first: { wishlists, wishlistCount }; 403 for another's userId. */
export const GET = route(async (request: Request, { params }: Context) => {
  const customer = await requireCustomer(request);
  assertOwnUserId(customer, (await params).userId);
  const entries = await getWishlist(customer.id);
  return privateJson({ wishlists: entries.map(toWishlistDocument), wishlistCount: entries.length } satisfies WishlistAnswer);
});
