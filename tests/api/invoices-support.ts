import { extractText } from "unpdf";
import { expect } from "vitest";
import { GET as invoiceRoute } from "@/app/api/orders/[orderId]/invoices/[n]/route";
import { assertHandlerAnswerShape } from "../harness/answer-shapes";
import { ORIGIN, withBearer, withCookie } from "./auth-support";
import type { Caller } from "./commerce-support";
import { createPaymentAs } from "./payments-support";

/** Shared by the invoice tests: confirming cash on delivery, and downloading and reading an invoice. */

export async function confirmCashOnDelivery(caller: Caller, orderId: string): Promise<void> {
  const reply = await createPaymentAs(caller, { type: "COD", orderId });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

export type Download = { status: number; contentType: string | null; disposition: string | null; bytes: Uint8Array; json: unknown };

/** GET /api/orders/{orderId}/invoices/{n} as `caller`: the PDF's bytes, or the refusal's JSON. */
export async function downloadInvoice(caller: Caller, orderId: string, n: number | string): Promise<Download> {
  const headers = new Headers(caller ? (caller.bearer ? withBearer(caller.token) : withCookie(caller.token)) : {});
  const request = new Request(`${ORIGIN}/api/orders/${orderId}/invoices/${n}`, { headers });
  const response = await invoiceRoute(request, { params: Promise.resolve({ orderId, n: String(n) }) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  await assertHandlerAnswerShape(invoiceRoute, "GET", request.url, { status: response.status, contentType: response.headers.get("content-type"), text });
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    disposition: response.headers.get("content-disposition"),
    bytes,
    json: response.status >= 400 ? JSON.parse(text) : null,
  };
}

/** The text of a PDF, as a reader extracts it, its runs of spaces made one. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\s+/g, " ");
}
