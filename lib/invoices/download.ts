import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { requireCustomer } from "@/lib/auth/session";
import { bearerTokenOf } from "@/lib/auth/session-cookie";
import { isUuid } from "@/lib/catalog/params";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http";
import type { MailAttachment } from "@/lib/mail/transport";
import { invoiceLines, invoices, orders, sellers, type Invoice } from "@/models";
import { invoicePdf } from "./pdf";

const NOT_FOUND = "No such invoice.";

/**
 * The PDF of an order's n-th invoice or credit note, with its file name, for whoever may read
 * it: the order's customer, the seller whose shop issued it, an admin. Staff powers count only
 * with a bearer token (as every staff call), never the cookie. Anyone else, an id that is not
 * an order's, an n that is not a document's: the same 404, so nothing is revealed.
 */
export async function invoiceDownload(request: Request, orderIdText: string, nText: string): Promise<{ pdf: Uint8Array; fileName: string }> {
  const account = await requireCustomer(request);
  const orderId = orderIdText.trim().toLowerCase();
  if (!isUuid(orderId) || !/^[1-9][0-9]{0,5}$/.test(nText)) throw new HttpError(404, NOT_FOUND);
  const db = await getDb();
  const [found] = await db
    .select({ invoice: invoices, customerId: orders.customerId, shopAccount: sellers.customerId })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(sellers, eq(sellers.id, invoices.sellerId))
    .where(and(eq(invoices.orderId, orderId), eq(invoices.position, Number(nText))));
  if (!found) throw new HttpError(404, NOT_FOUND);
  const staff = bearerTokenOf(request) !== null && account.role !== "customer";
  const allowed =
    found.customerId === account.id || (staff && account.role === "admin") || (staff && account.role === "seller" && found.shopAccount === account.id);
  if (!allowed) throw new HttpError(404, NOT_FOUND);
  return storedInvoicePdf(found.invoice);
}

/** A stored invoice or credit note drawn as its PDF, with the file name it is saved under. */
export async function storedInvoicePdf(invoice: Invoice): Promise<{ pdf: Uint8Array; fileName: string }> {
  const db = await getDb();
  const [lines, credited] = await Promise.all([
    db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id)).orderBy(asc(invoiceLines.position)),
    invoice.creditedInvoiceId
      ? db.select({ number: invoices.number, issuedAt: invoices.issuedAt }).from(invoices).where(eq(invoices.id, invoice.creditedInvoiceId))
      : Promise.resolve([]),
  ]);
  return { pdf: await invoicePdf(invoice, lines, credited[0]), fileName: `${invoice.number.replaceAll("/", "-")}.pdf` };
}

/** An order's tax invoices as mail attachments (the delivered mail carries them). */
export async function invoiceAttachments(orderId: string): Promise<MailAttachment[]> {
  const db = await getDb();
  const issued = await db.select().from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "invoice"))).orderBy(asc(invoices.position));
  const drawn = await Promise.all(issued.map(storedInvoicePdf));
  return drawn.map(({ pdf, fileName }) => ({ filename: fileName, content: Buffer.from(pdf), contentType: "application/pdf" }));
}
