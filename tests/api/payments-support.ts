import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { GET as paymentCallback } from "@/app/api/order/payment-callback/route";
import { POST as createPayment } from "@/app/api/order/create-payment/route";
import { POST as sandboxPay } from "@/app/api/order/sandbox-pay/[linkId]/route";
import { settleAfterResponse } from "@/lib/after-response";
import type { Database } from "@/lib/db";
import { payments } from "@/models";
import { assertAnswerShape } from "../harness/answer-shapes";
import { ORIGIN, expectNoSecrets } from "./auth-support";
import { as, type Caller, type Shopper } from "./commerce-support";
import { callSettled } from "./orders-support";

/** Shared by the payment API tests: paying for an order through the sandbox gateway. */

export function createPaymentAs(caller: Caller, body: Record<string, unknown>) {
  return callSettled(createPayment, "POST", "/order/create-payment", caller, { body: { price: 1, userInfo: {}, ...body } });
}

/** Starts an online payment and returns the sandbox link's id and address. */
export async function paymentLinkFor(shopper: Shopper, orderId: string): Promise<{ linkId: string; url: string }> {
  const reply = await createPaymentAs(as(shopper), { type: "ONLINEPAY", orderId });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const url = reply.body.data.data.instrumentResponse.redirectInfo.url as string;
  const linkId = new URL(url, "http://shop.test").pathname.split("/").pop()!;
  return { linkId, url };
}

type Redirect = { status: number; location: string | null; contentType: string | null; text: string };

async function redirectOf(key: string, response: Response): Promise<Redirect> {
  const text = await response.text();
  await settleAfterResponse();
  expectNoSecrets(text);
  assertAnswerShape(key, { status: response.status, contentType: response.headers.get("content-type"), text });
  return { status: response.status, location: response.headers.get("location"), contentType: response.headers.get("content-type"), text };
}

/** The sandbox page's Pay or Fail button: a same-origin form post to the button's address, as a browser sends it. */
export async function pressSandboxButton(linkId: string, outcome: string, headers: Record<string, string> = {}): Promise<Redirect> {
  const request = new Request(`${ORIGIN}/api/order/sandbox-pay/${linkId}?outcome=${encodeURIComponent(outcome)}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "sec-fetch-site": "same-origin", ...headers },
    body: "",
  });
  return redirectOf("POST /api/order/sandbox-pay/{linkId}", await sandboxPay(request, { params: Promise.resolve({ linkId }) }));
}

/** A browser arriving at the payment callback address (no session needed; it asks for a page). */
export async function visitCallback(address: string, headers: Record<string, string> = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" }): Promise<Redirect> {
  const url = new URL(address, "http://shop.test");
  return redirectOf("GET /api/order/payment-callback", await paymentCallback(new Request(`${ORIGIN}${url.pathname}${url.search}`, { headers }), {}));
}

/** Pay (or Fail) on the sandbox page and follow the return to the callback. */
export async function payThroughSandbox(linkId: string, outcome: "pay" | "fail"): Promise<Redirect> {
  const pressed = await pressSandboxButton(linkId, outcome);
  expect(pressed.status, pressed.text).toBe(303);
  return visitCallback(pressed.location!);
}

export function paymentRows(db: Database, orderId: string) {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt), asc(payments.id));
}

