import { and, asc, eq, inArray, max } from "drizzle-orm";
import type { Transaction } from "@/lib/db";
import { log } from "@/server/log/log.mjs";
import { categories, couponRedemptions, coupons, invoiceLines, invoices, orderLines, orders, products, sellers, type Invoice, type InvoiceParty, type Order } from "@/models";
import { gstStateCode } from "./gst-states";
import { documentNumber, financialYear, istDay, nextSerial, type DocumentKind } from "./numbering";
import { hsnOfCategory } from "./rates";
import { invoiceDrafts, splitTax, taxLines, totalsOf, type OrderCharge, type TaxedLine } from "./tax";

/**
 * The charges of an order on top of its products, each one more line on its invoices. The
 * cash-on-delivery fee is kept in paise on the order (whole rupees by its check), shipping in rupees.
 */
export function orderCharges(order: Pick<Order, "shippingFee" | "codFee">): OrderCharge[] {
  return [
    { description: "Shipping charges", rupees: order.shippingFee },
    { description: "Cash on delivery fee", rupees: order.codFee / 100 },
  ].filter((charge) => charge.rupees > 0);
}

/** Where the goods go: the buyer's name and delivery address, its state the place of supply. */
function buyerOf(order: Order): InvoiceParty {
  const info = order.shippingInfo;
  const stateCode = gstStateCode(info.province);
  if (!stateCode) throw new Error(`order ${order.id} is delivered to "${info.province}", which has no GST state code`);
  return { name: info.name, address: [info.address, info.area, `${info.city} ${info.post}`].filter(Boolean).join(", "), state: info.province, stateCode };
}

async function nextPosition(tx: Transaction, orderId: string): Promise<number> {
  const [row] = await tx.select({ last: max(invoices.position) }).from(invoices).where(eq(invoices.orderId, orderId));
  return (row?.last ?? 0) + 1;
}

async function insertDocument(
  tx: Transaction,
  head: { orderId: string; sellerId: string; kind: DocumentKind; at: Date; supplier: InvoiceParty; buyer: InvoiceParty; creditedInvoiceId?: string; reason?: string; serial?: number },
  lines: readonly Omit<TaxedLine, "charge">[],
): Promise<Invoice> {
  const year = financialYear(head.at);
  const serial = head.serial ?? (await nextSerial(tx, head.sellerId, head.kind, year));
  const [invoice] = await tx
    .insert(invoices)
    .values({
      orderId: head.orderId,
      sellerId: head.sellerId,
      kind: head.kind,
      position: await nextPosition(tx, head.orderId),
      financialYear: year,
      serial,
      number: documentNumber(head.kind, year, serial),
      issuedAt: head.at,
      creditedInvoiceId: head.creditedInvoiceId ?? null,
      reason: head.reason ?? null,
      supplier: head.supplier,
      buyer: head.buyer,
      intraState: head.supplier.stateCode === head.buyer.stateCode,
      ...totalsOf(lines),
    })
    .returning();
  await tx.insert(invoiceLines).values(
    lines.map((line, index) => ({
      invoiceId: invoice!.id,
      position: index + 1,
      orderLineId: line.orderLineId,
      description: line.description,
      hsn: line.hsn,
      quantity: line.quantity,
      ratePercent: line.ratePercent,
      valuePaise: line.valuePaise,
      taxablePaise: line.taxablePaise,
      cgstPaise: line.cgstPaise,
      sgstPaise: line.sgstPaise,
      igstPaise: line.igstPaise,
    })),
  );
  return invoice!;
}

/**
 * Issues an order's tax invoices, one per shop of its lines, in the caller's transaction (the
 * one that places a cash-on-delivery order or records an online payment, holding the order
 * row): numbered in each shop's series of the financial year, dated `at`, with everything
 * printed stored. Issued once: an order that has invoices gets no more. A shop without its tax
 * details (legal name, GSTIN, address, state) cannot be named as supplier: its lines are left
 * uninvoiced and logged.
 */
export async function issueInvoices(tx: Transaction, orderId: string, at: Date): Promise<Invoice[]> {
  const [earlier] = await tx.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "invoice"))).limit(1);
  if (earlier) return [];
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} to invoice does not exist`);
  const lines = await tx
    .select({ line: orderLines, categorySlug: categories.slug })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.name), asc(orderLines.size), asc(orderLines.id));
  const [coupon] = await tx
    .select({ sellerId: coupons.sellerId })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .where(eq(couponRedemptions.orderId, orderId))
    .limit(1);
  const sold = lines.filter(({ line }) => line.sellerId !== null);
  if (sold.length < lines.length) log.warn({ orderId }, `Order ${orderId} has lines of a removed shop: they are not invoiced.`);
  // No shop left to supply anything: no invoice, and no goods to share the charges over.
  if (sold.length === 0) return [];
  const drafts = invoiceDrafts({
    lines: sold.map(({ line, categorySlug }) => ({
      orderLineId: line.id,
      sellerId: line.sellerId!,
      description: `${line.name} (${line.size}, ${line.color})`,
      hsn: hsnOfCategory(categorySlug),
      quantity: line.quantity,
      price: line.price,
      discount: line.discount,
    })),
    couponDiscount: order.couponDiscount,
    couponSellerId: order.couponDiscount > 0 ? (coupon ? coupon.sellerId : undefined) : null,
    charges: orderCharges(order),
  });
  if (drafts.length === 0) return [];
  const shops = await tx.select().from(sellers).where(inArray(sellers.id, drafts.map((draft) => draft.sellerId)));
  const buyer = buyerOf(order);
  const day = istDay(at);
  const suppliers = drafts.flatMap((draft) => {
    const shop = shops.find((candidate) => candidate.id === draft.sellerId);
    const stateCode = shop?.state ? gstStateCode(shop.state) : undefined;
    if (!shop?.legalName || !shop.gstin || !shop.address || !shop.state || !stateCode) {
      log.warn({ orderId, sellerId: draft.sellerId }, `Order ${orderId}: shop ${draft.sellerId} has no GST details yet, so its lines are not invoiced.`);
      return [];
    }
    const supplier: InvoiceParty = { name: shop.legalName, address: shop.address, state: shop.state, stateCode, gstin: shop.gstin };
    return [{ draft, supplier }];
  });
  const serials = await serialsInShopOrder(
    tx,
    suppliers.map(({ draft }) => draft.sellerId),
    "invoice",
    financialYear(at),
  );
  const issued: Invoice[] = [];
  for (const { draft, supplier } of suppliers) {
    const taxed = taxLines(draft, day, supplier.stateCode === buyer.stateCode);
    issued.push(await insertDocument(tx, { orderId, sellerId: draft.sellerId, kind: "invoice", at, supplier, buyer, serial: serials.get(draft.sellerId) }, taxed));
  }
  return issued;
}

/**
 * The next serial of each shop's series, taken in one order of shops (by id) whatever the order's
 * lines are. Each serial locks its counter row until the transaction ends: two orders of the same
 * two shops taking them in opposite orders each held one and waited for the other, and PostgreSQL
 * ended one of them ("deadlock detected", a 500 at checkout; 32 in a minute of `npm run load`).
 */
async function serialsInShopOrder(tx: Transaction, sellerIds: readonly string[], kind: DocumentKind, year: string): Promise<Map<string, number>> {
  const serials = new Map<string, number>();
  for (const sellerId of [...new Set(sellerIds)].sort()) serials.set(sellerId, await nextSerial(tx, sellerId, kind, year));
  return serials;
}

/** What a credit note takes back of one invoice line: `quantity` of its pieces. */
export type CreditedLine = { position: number; quantity: number };

/**
 * Issues a credit note against an invoice, in the caller's transaction: for the whole invoice,
 * or for `lines` (an invoice line by its position and how many of its pieces), each at the rate
 * and split of the invoice line it credits. Without `lines` it credits what earlier credit notes
 * left, and returns null when they left nothing. Its value for part of a line is the line's value x
 * pieces / quantity, to the paisa below. Numbered in the shop's credit-note series. Refunds call
 * this with what they give back; a cancellation credits every invoice of the order whole
 * (creditCancelledOrder). Throws (a 500, nothing written) for an unknown invoice or line, or
 * more pieces than the invoice line, less what earlier credit notes took, holds.
 */
export async function issueCreditNote(tx: Transaction, input: { invoiceId: string; at: Date; reason: string; lines?: readonly CreditedLine[] }): Promise<Invoice | null> {
  const [invoice] = await tx.select().from(invoices).where(and(eq(invoices.id, input.invoiceId), eq(invoices.kind, "invoice"))).for("update");
  if (!invoice) throw new Error(`invoice ${input.invoiceId} to credit does not exist`);
  const invoiced = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id)).orderBy(asc(invoiceLines.position));
  const credited = await tx
    .select({ description: invoiceLines.description, orderLineId: invoiceLines.orderLineId, position: invoiceLines.position, quantity: invoiceLines.quantity, valuePaise: invoiceLines.valuePaise, hsn: invoiceLines.hsn })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(eq(invoices.creditedInvoiceId, invoice.id));
  // What earlier credit notes left of each line (matched by order line, description and code).
  const left = invoiced.map((line) => {
    const before = credited.filter((earlier) => earlier.description === line.description && earlier.orderLineId === line.orderLineId && earlier.hsn === line.hsn);
    return {
      line,
      pieces: line.quantity - before.reduce((sum, earlier) => sum + earlier.quantity, 0),
      valuePaise: line.valuePaise - before.reduce((sum, earlier) => sum + earlier.valuePaise, 0),
    };
  });
  const wanted = input.lines ?? left.map(({ line, pieces }) => ({ position: line.position, quantity: pieces }));
  const lines = wanted.flatMap(({ position, quantity }) => {
    const entry = left.find((candidate) => candidate.line.position === position);
    if (!entry) throw new Error(`invoice ${invoice.number} has no line ${position}`);
    const { line } = entry;
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > entry.pieces) throw new Error(`invoice ${invoice.number} line ${position} has ${entry.pieces} pieces left to credit, not ${quantity}`);
    if (quantity === 0) return [];
    const valuePaise = quantity === entry.pieces ? entry.valuePaise : Math.floor((line.valuePaise * quantity) / line.quantity);
    return [{ orderLineId: line.orderLineId, description: line.description, hsn: line.hsn, quantity, ratePercent: line.ratePercent, valuePaise, ...splitTax(valuePaise, line.ratePercent, invoice.intraState) }];
  });
  if (lines.length === 0 && !input.lines) return null;
  if (lines.length === 0) throw new Error(`a credit note of invoice ${invoice.number} needs something to credit`);
  return insertDocument(
    tx,
    { orderId: invoice.orderId, sellerId: invoice.sellerId, kind: "credit_note", at: input.at, supplier: invoice.supplier, buyer: invoice.buyer, creditedInvoiceId: invoice.id, reason: input.reason },
    lines,
  );
}

/** A cancelled order's invoices credited whole, in the cancelling transaction. */
export async function creditCancelledOrder(tx: Transaction, orderId: string, at: Date): Promise<Invoice[]> {
  // In one order of shops (by id), as invoices take their serials (serialsInShopOrder): each
  // credit note locks its shop's counter until the transaction ends.
  const issued = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "invoice")))
    .orderBy(asc(invoices.sellerId), asc(invoices.position));
  const notes: Invoice[] = [];
  for (const invoice of issued) {
    const note = await issueCreditNote(tx, { invoiceId: invoice.id, at, reason: "Order cancelled" });
    if (note) notes.push(note);
  }
  return notes;
}
