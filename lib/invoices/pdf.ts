import "server-only";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { Invoice, InvoiceLine, InvoiceParty } from "@/models";
import { invoiceRupees } from "./money-text";
import { istDay } from "./numbering";

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

/**
 * Text the standard font can draw: its Windows-1252 letters; anything else (a name in another
 * script) becomes "?" rather than failing the invoice.
 */
export function drawable(text: string): string {
  return text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, "?");
}

type Drawing = { doc: PDFDocument; page: PDFPage; y: number; font: PDFFont; bold: PDFFont };

function write(d: Drawing, text: string, x: number, options: { size?: number; bold?: boolean; colour?: typeof INK; right?: number } = {}): void {
  const size = options.size ?? 9;
  const font = options.bold ? d.bold : d.font;
  const safe = drawable(text);
  const at = options.right === undefined ? x : options.right - font.widthOfTextAtSize(safe, size);
  d.page.drawText(safe, { x: at, y: d.y, size, font, color: options.colour ?? INK });
}

/** Words of `text` in lines no wider than `width`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of drawable(text).split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function newPage(d: Drawing): void {
  d.page = d.doc.addPage([A4.width, A4.height]);
  d.y = A4.height - MARGIN;
}

function party(d: Drawing, heading: string, who: InvoiceParty, x: number, width: number): number {
  let y = d.y;
  const line = (text: string, bold = false) => {
    for (const part of wrap(bold ? d.bold : d.font, text, 9, width)) {
      d.page.drawText(part, { x, y, size: 9, font: bold ? d.bold : d.font, color: INK });
      y -= 12;
    }
  };
  d.page.drawText(heading, { x, y, size: 8, font: d.bold, color: MUTED });
  y -= 12;
  line(who.name, true);
  line(who.address);
  line(`${who.state} (state code ${who.stateCode})`);
  if (who.gstin) line(`GSTIN: ${who.gstin}`, true);
  return y;
}

// Columns of the lines' table: left edge, or right edge for amounts.
const COLUMNS = { n: MARGIN, description: MARGIN + 18, hsn: 262, qty: 318, value: 380, taxable: 438, rate: 468, tax1: 514, tax2: A4.width - MARGIN };

/**
 * The PDF of a stored invoice or credit note, drawn from its rows alone: the same rows give the
 * same bytes (the document's dates are the issue time, nothing random is written), so the shop
 * stores the rows and draws the PDF again when it is downloaded or mailed.
 */
export async function invoicePdf(invoice: Invoice, lines: readonly InvoiceLine[], credited?: Pick<Invoice, "number" | "issuedAt">): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const title = invoice.kind === "invoice" ? "Tax Invoice" : "Credit Note";
  doc.setTitle(`${title} ${invoice.number}`);
  doc.setCreationDate(invoice.issuedAt);
  doc.setModificationDate(invoice.issuedAt);
  const d: Drawing = { doc, page: doc.addPage([A4.width, A4.height]), y: A4.height - MARGIN, font: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };

  write(d, title.toUpperCase(), MARGIN, { size: 16, bold: true });
  write(d, invoice.kind === "invoice" ? "Original for recipient" : "Issued against a tax invoice", 0, { size: 8, colour: MUTED, right: A4.width - MARGIN });
  d.y -= 22;
  write(d, `${invoice.kind === "invoice" ? "Invoice" : "Credit note"} number: ${invoice.number}`, MARGIN, { bold: true });
  write(d, `Date: ${istDay(invoice.issuedAt)}`, 330);
  d.y -= 12;
  write(d, `Place of supply: ${invoice.buyer.state} (${invoice.buyer.stateCode})`, MARGIN);
  write(d, `Order: ${invoice.orderId}`, 330, { size: 7, colour: MUTED });
  if (credited) {
    d.y -= 12;
    write(d, `Against invoice ${credited.number} of ${istDay(credited.issuedAt)}${invoice.reason ? `: ${invoice.reason}` : ""}`, MARGIN);
  }
  d.y -= 22;
  const below = Math.min(party(d, "SUPPLIER", invoice.supplier, MARGIN, 240), party(d, "BUYER (BILL TO / SHIP TO)", invoice.buyer, 310, 245));
  d.y = below - 14;

  const header = () => {
    const taxes = invoice.intraState ? ["CGST", "SGST"] : ["", "IGST"];
    write(d, "#", COLUMNS.n, { bold: true, size: 8 });
    write(d, "Description", COLUMNS.description, { bold: true, size: 8 });
    write(d, "HSN", COLUMNS.hsn, { bold: true, size: 8 });
    write(d, "Qty", 0, { bold: true, size: 8, right: COLUMNS.qty });
    write(d, "Value (incl. tax)", 0, { bold: true, size: 8, right: COLUMNS.value });
    write(d, "Taxable", 0, { bold: true, size: 8, right: COLUMNS.taxable });
    write(d, "Rate", 0, { bold: true, size: 8, right: COLUMNS.rate });
    write(d, taxes[0]!, 0, { bold: true, size: 8, right: COLUMNS.tax1 });
    write(d, taxes[1]!, 0, { bold: true, size: 8, right: COLUMNS.tax2 });
    d.y -= 4;
    d.page.drawLine({ start: { x: MARGIN, y: d.y }, end: { x: A4.width - MARGIN, y: d.y }, thickness: 0.5, color: MUTED });
    d.y -= 11;
  };
  header();
  const amount = (paise: number) => invoiceRupees(paise).replace("Rs. ", "");
  for (const line of lines) {
    const described = wrap(d.font, line.description, 8, COLUMNS.hsn - COLUMNS.description - 6);
    if (d.y - described.length * 10 < MARGIN + 90) {
      newPage(d);
      header();
    }
    write(d, String(line.position), COLUMNS.n, { size: 8 });
    write(d, line.hsn, COLUMNS.hsn, { size: 8 });
    write(d, String(line.quantity), 0, { size: 8, right: COLUMNS.qty });
    write(d, amount(line.valuePaise), 0, { size: 8, right: COLUMNS.value });
    write(d, amount(line.taxablePaise), 0, { size: 8, right: COLUMNS.taxable });
    write(d, `${line.ratePercent}%`, 0, { size: 8, right: COLUMNS.rate });
    if (invoice.intraState) {
      write(d, amount(line.cgstPaise), 0, { size: 8, right: COLUMNS.tax1 });
      write(d, amount(line.sgstPaise), 0, { size: 8, right: COLUMNS.tax2 });
    } else write(d, amount(line.igstPaise), 0, { size: 8, right: COLUMNS.tax2 });
    for (const part of described) {
      write(d, part, COLUMNS.description, { size: 8 });
      d.y -= 10;
    }
    d.y -= 3;
  }
  d.page.drawLine({ start: { x: MARGIN, y: d.y + 6 }, end: { x: A4.width - MARGIN, y: d.y + 6 }, thickness: 0.5, color: MUTED });
  d.y -= 8;
  const total = (label: string, paise: number, bold = false) => {
    write(d, label, 330, { bold });
    write(d, invoiceRupees(paise), 0, { bold, right: A4.width - MARGIN });
    d.y -= 13;
  };
  total("Taxable value", invoice.taxablePaise);
  if (invoice.intraState) {
    total("CGST", invoice.cgstPaise);
    total("SGST", invoice.sgstPaise);
  } else total("IGST", invoice.igstPaise);
  total(invoice.kind === "invoice" ? "Total (tax included)" : "Total credited (tax included)", invoice.totalPaise, true);
  d.y -= 10;
  for (const note of [
    "Prices include GST. Each line's taxable value is its value x 100 / (100 + rate), rounded to the nearest paisa; its tax is the rest.",
    "A coupon and shipping are shared among lines and shops in whole rupees, so the total needs no rounding off.",
    "Shipping is part of a composite supply and taxed at the rate of its principal supply (the line of the largest value).",
    "Tax is not payable on reverse charge.",
  ]) {
    for (const part of wrap(d.font, note, 7, A4.width - 2 * MARGIN)) {
      if (d.y < MARGIN) newPage(d);
      write(d, part, MARGIN, { size: 7, colour: MUTED });
      d.y -= 9;
    }
  }
  return doc.save({ useObjectStreams: false });
}
