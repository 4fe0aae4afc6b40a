import { eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { StaffMember } from "@/lib/auth/staff";
import { isUuid } from "@/lib/catalog/params";
import { HttpError } from "@/lib/http";

/**
 * Who may act on a coupon, blog post, banner or gift (docs/ARCHITECTURE.md "Roles and
 * ownership"): a seller on their own shop's records only, an admin on every record. A record of
 * another shop is not found for a seller (404), so a seller learns nothing of other shops' ids.
 */

/** The condition that keeps a query to the records `staff` may act on (none for an admin). */
export function actsOn(staff: StaffMember, sellerId: PgColumn): SQL | undefined {
  if (staff.role === "admin") return undefined;
  return staff.shop ? eq(sellerId, staff.shop.id) : sql`false`;
}

/** Who a new record belongs to: the seller's shop (none for an admin's, which belong to the whole shop), and who made it. */
export function madeBy(staff: StaffMember): { sellerId: string | null; createdBy: string } {
  if (staff.role === "seller" && !staff.shop) throw new HttpError(403, "Your seller account has no shop to add this to.");
  return { sellerId: staff.role === "seller" ? staff.shop!.id : null, createdBy: staff.id };
}

/** A record id from the path: a UUID (lower-cased), else the record is not found (404). */
export function recordId(id: string, notFound: string): string {
  const value = id.trim().toLowerCase();
  if (!isUuid(value)) throw new HttpError(404, notFound);
  return value;
}
