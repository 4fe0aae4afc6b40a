import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as orderRoute } from "@/app/api/home/customer/gat-order/[orderId]/route";
import { PUT as cancelRoute } from "@/app/api/home/customer/cancel-order/[orderId]/route";
import { POST as moveStatus } from "@/app/api/seller/orders/[orderId]/status/route";
import { GET as shopGet, PUT as shopPut } from "@/app/api/seller/shop/route";
import { withTransaction } from "@/lib/db";
import { issueCreditNote } from "@/lib/invoices/issue";
import { invoicePdf } from "@/lib/invoices/pdf";
import { now } from "@/lib/clock";
import { invoiceLines, invoices, sellers } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { as, call, newShopper, seededProducts, type SeededProduct } from "./commerce-support";
import { downloadInvoice, confirmCashOnDelivery, pdfText } from "./invoices-support";
import { outboxMailsTo } from "../harness/outbox";
import { addToCart, callSettled, placedOrderId, shipTo } from "./orders-support";
import { demoStaff } from "./sellers-support";

const db = withTestDatabase();

async function productsOfEachShop(): Promise<[SeededProduct, SeededProduct]> {
  const all = await seededProducts(db(), 40, { stock: 50 });
  const [first] = all;
  const other = all.find((product) => product.sellerId !== first!.sellerId);
  return [first!, other!];
}

async function invoicesOf(orderId: string) {
  return db().select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.position));
}

describe("GST invoices", () => {
  it("issues one invoice per shop when a cash-on-delivery order is placed, and the order page lists them", async () => {
    const [mine, theirs] = await productsOfEachShop();
    const shopper = await newShopper(db(), "invoice-two-shops");
    await addToCart(shopper, mine, 2);
    await addToCart(shopper, theirs, 1);
    const orderId = await placedOrderId(shopper, { shippingInfo: { ...shipTo, province: "Maharashtra", city: "Pune", post: "411001" } });
    expect(await invoicesOf(orderId)).toEqual([]);

    await confirmCashOnDelivery(as(shopper), orderId);
    const issued = await invoicesOf(orderId);
    expect(issued.map((invoice) => invoice.kind)).toEqual(["invoice", "invoice"]);
    expect(new Set(issued.map((invoice) => invoice.sellerId))).toEqual(new Set([mine.sellerId, theirs.sellerId]));
    for (const invoice of issued) expect(invoice.number).toMatch(/^INV\/\d{4}\/\d{6}$/);
    // Delivered to Maharashtra: the Maharashtra shop charges CGST + SGST, the Rajasthan one IGST.
    const [shops] = [await db().select().from(sellers)];
    for (const invoice of issued) {
      const shop = shops.find((candidate) => candidate.id === invoice.sellerId)!;
      expect(invoice.intraState).toBe(shop.state === "Maharashtra");
      expect(invoice.buyer).toMatchObject({ name: shipTo.name, state: "Maharashtra", stateCode: "27" });
      expect(invoice.supplier.gstin).toBe(shop.gstin);
    }
    const reply = await call(orderRoute, "GET", `/home/customer/gat-order/${orderId}`, as(shopper), { params: { orderId } });
    expect(reply.body.order.invoices.map((entry: { n: number; url: string }) => [entry.n, entry.url])).toEqual([
      [1, `/api/orders/${orderId}/invoices/1`],
      [2, `/api/orders/${orderId}/invoices/2`],
    ]);
    // The total of the invoices is what the order costs.
    expect(issued.reduce((sum, invoice) => sum + invoice.totalPaise, 0)).toBe((reply.body.order.price + reply.body.order.shipping_fee) * 100);
  });

  it("serves the PDF to its customer, with the invoice's words and figures in it, the same bytes every time", async () => {
    const [mine] = await productsOfEachShop();
    const shopper = await newShopper(db(), "invoice-pdf");
    await addToCart(shopper, mine, 1);
    const orderId = await placedOrderId(shopper);
    await confirmCashOnDelivery(as(shopper), orderId);
    const [invoice] = await invoicesOf(orderId);
    const [line] = await db().select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice!.id));

    const download = await downloadInvoice(as(shopper), orderId, 1);
    expect(download.status).toBe(200);
    expect(download.contentType).toBe("application/pdf");
    expect(download.disposition).toBe(`attachment; filename="${invoice!.number.replaceAll("/", "-")}.pdf"`);
    const text = await pdfText(download.bytes);
    for (const words of [
      "TAX INVOICE",
      invoice!.number,
      invoice!.supplier.name,
      `GSTIN: ${invoice!.supplier.gstin}`,
      shipTo.name,
      `Place of supply: ${shipTo.province} (08)`,
      line!.hsn,
      `${line!.ratePercent}%`,
      "CGST",
      "SGST",
      "Total (tax included)",
    ]) {
      expect(text).toContain(words);
    }
    const again = await downloadInvoice(as(shopper), orderId, 1);
    expect(Buffer.from(again.bytes).equals(Buffer.from(download.bytes))).toBe(true);
  });

  it("is a 404 for another customer, another shop, an unknown n or order; the issuing seller and an admin may read it", async () => {
    const [mine] = await productsOfEachShop();
    const owner = await newShopper(db(), "invoice-owner");
    const stranger = await newShopper(db(), "invoice-stranger");
    await addToCart(owner, mine, 1);
    const orderId = await placedOrderId(owner);
    await confirmCashOnDelivery(as(owner), orderId);
    const staff = await demoStaff(db());
    const [invoice] = await invoicesOf(orderId);
    const [issuer] = await db().select({ account: sellers.customerId }).from(sellers).where(eq(sellers.id, invoice!.sellerId));
    const [seller, otherSeller] = issuer!.account === staff.seller.id ? [staff.seller, staff.otherSeller] : [staff.otherSeller, staff.seller];

    expect((await downloadInvoice(as(stranger), orderId, 1)).status).toBe(404);
    expect((await downloadInvoice(otherSeller.caller, orderId, 1)).status).toBe(404);
    // Staff powers come with a bearer token only, never the cookie.
    expect((await downloadInvoice({ token: staff.admin.caller!.token }, orderId, 1)).status).toBe(404);
    expect((await downloadInvoice(as(owner), orderId, 2)).status).toBe(404);
    expect((await downloadInvoice(as(owner), orderId, "0")).status).toBe(404);
    expect((await downloadInvoice(as(owner), orderId, "1e0")).status).toBe(404);
    expect((await downloadInvoice(as(owner), "00000000-0000-4000-8000-000000000000", 1)).status).toBe(404);
    expect((await downloadInvoice(null, orderId, 1)).status).toBe(401);
    expect((await downloadInvoice(seller.caller, orderId, 1)).status).toBe(200);
    expect((await downloadInvoice(staff.admin.caller, orderId, 1)).status).toBe(200);
  });

  it("credits every invoice when an invoiced order is cancelled, and a refund can credit part of one", async () => {
    const [mine] = await productsOfEachShop();
    const shopper = await newShopper(db(), "invoice-cancel");
    await addToCart(shopper, mine, 3);
    const orderId = await placedOrderId(shopper);
    await confirmCashOnDelivery(as(shopper), orderId);
    const [invoice] = await invoicesOf(orderId);

    // A refund of one piece first (what a refund calls), then the cancellation credits the rest.
    const part = await withTransaction((tx) => issueCreditNote(tx, { invoiceId: invoice!.id, at: now(), reason: "Refund of one piece", lines: [{ position: 1, quantity: 1 }] }));
    expect(part!.number).toMatch(/^CN\/\d{4}\/\d{6}$/);
    const reply = await call(cancelRoute, "PUT", `/home/customer/cancel-order/${orderId}`, as(shopper), { params: { orderId } });
    expect(reply.status).toBe(200);

    const documents = await invoicesOf(orderId);
    expect(documents.map((document) => [document.kind, document.position])).toEqual([
      ["invoice", 1],
      ["credit_note", 2],
      ["credit_note", 3],
    ]);
    const credited = documents.filter((document) => document.kind === "credit_note");
    expect(credited.every((note) => note.creditedInvoiceId === invoice!.id)).toBe(true);
    expect(credited.reduce((sum, note) => sum + note.totalPaise, 0)).toBe(invoice!.totalPaise);
    const [, rest] = await Promise.all(credited.map((note) => db().select().from(invoiceLines).where(eq(invoiceLines.invoiceId, note.id))));
    // The two pieces left, and the cash-on-delivery fee's line (its own line on the invoice).
    expect(rest!.map((line) => [line.description.startsWith("Cash on delivery"), line.quantity])).toEqual([[false, 2], [true, 1]]);

    const text = await pdfText((await downloadInvoice(as(shopper), orderId, 3)).bytes);
    expect(text).toContain("CREDIT NOTE");
    expect(text).toContain(`Against invoice ${invoice!.number}`);
    expect(text).toContain("Order cancelled");
  });

  it("attaches the order's invoice to the delivered mail", async () => {
    const [mine] = await productsOfEachShop();
    const shopper = await newShopper(db(), "invoice-mail");
    await addToCart(shopper, mine, 1);
    const orderId = await placedOrderId(shopper);
    await confirmCashOnDelivery(as(shopper), orderId);
    const [invoice] = await invoicesOf(orderId);
    const staff = await demoStaff(db());
    const [issuer] = await db().select({ account: sellers.customerId }).from(sellers).where(eq(sellers.id, invoice!.sellerId));
    const seller = issuer!.account === staff.seller.id ? staff.seller : staff.otherSeller;
    for (const status of ["warehouse", "shipped", "delivered"]) {
      const moved = await callSettled(moveStatus, "POST", `/seller/orders/${orderId}/status`, seller.caller, { params: { orderId }, body: { status } });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    const mail = outboxMailsTo(shopper.email).at(-1)!;
    expect(mail).toMatch(/is delivered/);
    const fileName = `${invoice!.number.replaceAll("/", "-")}.pdf`;
    const part = new RegExp(`Content-Type: application/pdf; name=${fileName}\\n[\\s\\S]*?\\n\\n([A-Za-z0-9+/=\\n]+)`).exec(mail);
    expect(part, mail.slice(0, 2000)).not.toBeNull();
    const attached = Buffer.from(part![1]!.replace(/\n/g, ""), "base64");
    expect(await pdfText(attached)).toContain(invoice!.number);
  });

  it("draws names the standard font lacks as question marks rather than failing", async () => {
    const [invoice] = await db().select().from(invoices).limit(1);
    const lines = await db().select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice!.id));
    const pdf = await invoicePdf({ ...invoice!, buyer: { ...invoice!.buyer, name: "आशा Verma ₹" } }, lines);
    expect(await pdfText(pdf)).toContain("??? Verma ?");
  });
});

describe("a shop's GST details", () => {
  it("are set by its seller, with the GSTIN's check character and state checked", async () => {
    const { seller, admin } = await demoStaff(db());
    const good = { legalName: "TeeRang Apparel Private Limited", gstin: "08aagct4821k1z3", address: "Plot 14, Sitapura Industrial Area, Jaipur 302022", state: "rajasthan" };
    const saved = await call(shopPut, "PUT", "/seller/shop", seller.caller, { body: good });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.shop).toMatchObject({ gstin: "08AAGCT4821K1Z3", state: "Rajasthan", stateCode: "08" });

    const refusals: [Record<string, string>, string][] = [
      [{ gstin: "08AAGCT4821K1Z4" }, "gstin: its last character does not match the rest: check it for a mistyped character."],
      [{ gstin: "08AAGCT4821K1Z" }, "gstin: a GSTIN is 15 characters"],
      [{ state: "Maharashtra" }, "gstin: a GSTIN of Maharashtra begins with 27."],
      [{ state: "Lahore" }, "state: choose an Indian state or union territory"],
      [{ address: "Jaipur" }, "address: the full address, at least 10 characters"],
    ];
    for (const [change, error] of refusals) {
      const reply = await call(shopPut, "PUT", "/seller/shop", seller.caller, { body: { ...good, ...change } });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toContain(error);
    }
    const read = await call(shopGet, "GET", "/seller/shop", seller.caller);
    expect(read.body.shop.gstin).toBe("08AAGCT4821K1Z3");
    expect((await call(shopPut, "PUT", "/seller/shop", admin.caller, { body: good })).status).toBe(403);
  });
});
