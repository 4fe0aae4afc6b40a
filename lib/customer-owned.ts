import type { SessionCustomer } from "@/lib/auth/session";
import { HttpError } from "@/lib/http";

export const NOT_YOUR_ACCOUNT = "You can only see and change your own cart and wishlist.";

/**
 * A `userId` in a path or body must be the signed-in customer's own: the contract names the
 * account in the address, but the session decides whose cart and wishlist a call reaches, so
 * another account's id (or anything that is not an id) is a 403, never a quiet redirect to
 * the caller's own. Left out (undefined), there is nothing to check.
 */
export function assertOwnUserId(customer: SessionCustomer, userId: string | undefined): void {
  if (userId === undefined) return;
  if (userId.trim().toLowerCase() !== customer.id.toLowerCase()) throw new HttpError(403, NOT_YOUR_ACCOUNT);
}
