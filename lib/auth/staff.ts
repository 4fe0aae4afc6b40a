import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { sellers } from "@/models";
import { STAFF_ROLES, type StaffRole } from "@/models/roles";
import { bearerTokenOf } from "./session-cookie";
import { customerFromToken, type SessionCustomer } from "./session";

export type StaffMember = SessionCustomer & {
  role: StaffRole;
  /** The shop a seller runs; null for an admin (or a seller whose shop was removed). */
  shop: { id: string; shopName: string; slug: string } | null;
};

/**
 * The staff member calling a seller or admin endpoint. Only an `Authorization: Bearer` token
 * from POST /api/seller/login counts, never the cookie, so a page on another site cannot make a
 * signed-in browser call staff endpoints. No or bad token: 401; a shopper's token or a role not
 * in `roles`: 403.
 */
export async function requireStaff(request: Request, roles: readonly StaffRole[] = STAFF_ROLES): Promise<StaffMember> {
  const token = bearerTokenOf(request);
  if (!token) throw new HttpError(401, "Sign in as a seller or admin first and send the token as 'Authorization: Bearer <token>'.");
  const account = await customerFromToken(token);
  if (!account) throw new HttpError(401, "Your staff session has expired or was signed out. Please sign in again.");
  const role = account.role;
  if (role === "customer" || !roles.includes(role)) {
    throw new HttpError(403, roles.length === 1 && roles[0] === "admin" ? "Only an admin can do this." : "Only sellers and admins can do this.");
  }
  const db = await getDb();
  const [shop] = await db
    .select({ id: sellers.id, shopName: sellers.shopName, slug: sellers.slug })
    .from(sellers)
    .where(eq(sellers.customerId, account.id))
    .limit(1);
  return { ...account, role, shop: shop ?? null };
}
