import { asc, eq } from "drizzle-orm";
import type { OrderInvoiceDocument } from "@/lib/api-answers/invoices";
import type { Database, Transaction } from "@/lib/db";
import { invoices, sellers } from "@/models";

/** The address an order's n-th document downloads from. */
export const invoicePath = (orderId: string, n: number) => `/api/orders/${orderId}/invoices/${n}`;

/** An order's invoices and credit notes, in the order they were issued, for its page. */
export async function invoicesOfOrder(db: Database | Transaction, orderId: string): Promise<OrderInvoiceDocument[]> {
  const rows = await db
    .select({ n: invoices.position, kind: invoices.kind, number: invoices.number, issuedAt: invoices.issuedAt, shop: sellers.shopName })
    .from(invoices)
    .innerJoin(sellers, eq(sellers.id, invoices.sellerId))
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.position));
  return rows.map((row) => ({ n: row.n, kind: row.kind, number: row.number, date: row.issuedAt.toISOString(), shop: row.shop, url: invoicePath(orderId, row.n) }));
}
