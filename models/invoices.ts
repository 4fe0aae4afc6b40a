import { relations, sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { orderLines, orders } from "./orders";
import { sellers } from "./sellers";

/** Who supplied and who bought, copied onto the invoice as they were when it was issued. */
export type InvoiceParty = { name: string; address: string; state: string; stateCode: string; gstin?: string };

/**
 * A GST tax invoice or credit note: one per shop of an order (the shop is the supplier of its
 * lines). Everything printed is stored here and in its lines, so the PDF is drawn again from
 * these rows, byte for byte the same, whenever it is asked for (lib/invoices/pdf.ts).
 * `number` is the printed number, `serial` its place in the shop's series for its kind and
 * financial year (held consecutive by invoice_counters). `position` is its place among the
 * order's documents: the n of /api/orders/{id}/invoices/{n}. Amounts are paise.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => sellers.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: ["invoice", "credit_note"] }).notNull(),
    position: integer("position").notNull(),
    financialYear: text("financial_year").notNull(),
    serial: integer("serial").notNull(),
    number: text("number").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** For a credit note: the invoice it credits, and why. */
    creditedInvoiceId: uuid("credited_invoice_id").references((): AnyPgColumn => invoices.id, { onDelete: "restrict" }),
    reason: text("reason"),
    supplier: jsonb("supplier").$type<InvoiceParty>().notNull(),
    buyer: jsonb("buyer").$type<InvoiceParty>().notNull(),
    /** CGST + SGST when the place of supply is the supplier's state, IGST otherwise. */
    intraState: boolean("intra_state").notNull(),
    taxablePaise: integer("taxable_paise").notNull(),
    cgstPaise: integer("cgst_paise").notNull(),
    sgstPaise: integer("sgst_paise").notNull(),
    igstPaise: integer("igst_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
  },
  (t) => [
    uniqueIndex("invoices_order_id_position_idx").on(t.orderId, t.position),
    uniqueIndex("invoices_series_idx").on(t.sellerId, t.kind, t.financialYear, t.serial),
    index("invoices_credited_invoice_id_idx").on(t.creditedInvoiceId),
    check("invoices_position_chk", sql`${t.position} >= 1`),
    check("invoices_serial_chk", sql`${t.serial} >= 1`),
    check("invoices_total_chk", sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`),
  ],
);

/**
 * A line of an invoice: a product line of the order, or a charge (shipping, the cash-on-delivery fee) taxed
 * as part of the composite supply. `valuePaise` is what the buyer paid for it (tax included),
 * split into the taxable value and the tax.
 */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: id(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    orderLineId: uuid("order_line_id").references(() => orderLines.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    hsn: text("hsn").notNull(),
    quantity: integer("quantity").notNull(),
    ratePercent: integer("rate_percent").notNull(),
    valuePaise: integer("value_paise").notNull(),
    taxablePaise: integer("taxable_paise").notNull(),
    cgstPaise: integer("cgst_paise").notNull(),
    sgstPaise: integer("sgst_paise").notNull(),
    igstPaise: integer("igst_paise").notNull(),
  },
  (t) => [
    uniqueIndex("invoice_lines_invoice_id_position_idx").on(t.invoiceId, t.position),
    index("invoice_lines_order_line_id_idx").on(t.orderLineId),
    check("invoice_lines_quantity_chk", sql`${t.quantity} >= 1`),
    check("invoice_lines_value_chk", sql`${t.valuePaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`),
  ],
);

/**
 * The last serial given in each shop's series (invoices and credit notes apart) of a financial
 * year. Issuing raises it by one in the issuing transaction: the row lock makes a second issuer
 * wait for the first to commit, and a rolled-back issue gives its number back, so a series has
 * neither twins nor gaps.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => sellers.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: ["invoice", "credit_note"] }).notNull(),
    financialYear: text("financial_year").notNull(),
    lastSerial: integer("last_serial").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.kind, t.financialYear] })],
);

export const invoicesRelations = relations(invoices, ({ one, many }) => ({
  order: one(orders, { fields: [invoices.orderId], references: [orders.id] }),
  lines: many(invoiceLines),
}));

export const invoiceLinesRelations = relations(invoiceLines, ({ one }) => ({
  invoice: one(invoices, { fields: [invoiceLines.invoiceId], references: [invoices.id] }),
}));

export type Invoice = typeof invoices.$inferSelect;
export type InvoiceLine = typeof invoiceLines.$inferSelect;
