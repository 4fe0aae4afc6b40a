import { requireCustomer } from "@/lib/auth/session";
import { privateJson, route } from "@/lib/http";
import { wishlistEntryIdOf } from "@/lib/wishlist/entry-id";
import { wishlistMessages } from "@/lib/wishlist/messages";
import { removeWishlistEntry } from "@/lib/wishlist/remove";
import type { WishlistRemovedAnswer } from "@/lib/api-answers/cart";

type Context = { params: Promise<{ id: string }> };

/** Removes one of the customer's wishlist entries: { message, wishlistId }; 404 for anyone else's. */
export const DELETE = route(async (request: Request, { params }: Context) => {
  const customer = await requireCustomer(request);
  const removed = await removeWishlistEntry(customer.id, wishlistEntryIdOf((await params).id));
  return privateJson({ message: wishlistMessages.removed, wishlistId: removed.id } satisfies WishlistRemovedAnswer);
});
