import { and, eq, isNull } from "drizzle-orm";
import { now } from "@/lib/clock";
import { getDb, withTransaction } from "@/lib/db";
import { issueInvoices } from "@/lib/invoices/issue";
import { sellers } from "@/models";
import { sellerOrderOfA } from "./order-examples";
import type { World } from "./world";

/** The first seller's shop's GST details, as the demo seeds them (set again if a run removed them). */
export const SELLER_TAX_DETAILS = {
  legalName: "TeeRang Apparel Private Limited",
  gstin: "08AAGCT4821K1Z3",
  address: "Plot 14, Sitapura Industrial Area, Jaipur 302022",
  state: "Rajasthan",
};

/** A fresh placed order of A's holding the first seller's product, invoiced: its first document is that shop's invoice. */
export async function invoicedOrderOfA(world: World): Promise<{ orderId: string; n: string }> {
  const db = await getDb();
  await db.update(sellers).set(SELLER_TAX_DETAILS).where(and(eq(sellers.id, world.seller.shopId!), isNull(sellers.gstin)));
  const orderId = await sellerOrderOfA(world);
  const issued = await withTransaction((tx) => issueInvoices(tx, orderId, now()));
  if (issued.length !== 1) throw new Error(`the example order got ${issued.length} invoices`);
  return { orderId, n: String(issued[0]!.position) };
}
