import "server-only";
import { eq } from "drizzle-orm";
import type { ShopTaxDetailsDocument } from "@/lib/api-answers/invoices";
import type { StaffMember } from "@/lib/auth/staff";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { sellers, type Seller } from "@/models";
import { gstStateCode } from "./gst-states";
import type { ShopTaxDetailsInput } from "./shop-details-input";

const NO_SHOP = "This account runs no shop.";

function document(shop: Seller): ShopTaxDetailsDocument {
  return {
    shopId: shop.id,
    shopName: shop.shopName,
    legalName: shop.legalName,
    gstin: shop.gstin,
    address: shop.address,
    state: shop.state,
    stateCode: shop.state ? (gstStateCode(shop.state) ?? null) : null,
  };
}

/** The seller's own shop's GST details (404 when the account runs no shop). */
export async function shopTaxDetails(staff: StaffMember): Promise<ShopTaxDetailsDocument> {
  if (!staff.shop) throw new HttpError(404, NO_SHOP);
  const db = await getDb();
  const [shop] = await db.select().from(sellers).where(eq(sellers.id, staff.shop.id));
  if (!shop) throw new HttpError(404, NO_SHOP);
  return document(shop);
}

/**
 * Sets the seller's own shop's GST details, all four at once. Invoices already issued keep the
 * details they were issued with (they hold a copy); the next ones print these.
 */
export async function saveShopTaxDetails(staff: StaffMember, input: ShopTaxDetailsInput): Promise<ShopTaxDetailsDocument> {
  if (!staff.shop) throw new HttpError(404, NO_SHOP);
  const db = await getDb();
  const [shop] = await db
    .update(sellers)
    .set({ legalName: input.legalName, gstin: input.gstin, address: input.address, state: input.state, updatedAt: now() })
    .where(eq(sellers.id, staff.shop.id))
    .returning();
  if (!shop) throw new HttpError(404, NO_SHOP);
  return document(shop);
}
