import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { orderNumber } from "@/lib/orders/order-number";
import { payments } from "@/models";
import { PAYMENT_CALLBACK_PATH } from "./callback-url";
import { paymentGateway, sandboxKeySecret } from "./gateway";
import { paymentLinkSignature, type PaymentLinkReturn } from "./signatures";

/**
 * The shop's stand-in for Razorpay's payment page when no keys are set: the demo, development
 * and the end-to-end tests pay through it. It takes no money: Pay sends the shopper back through
 * the real callback with a payload signed exactly as Razorpay signs one (with the sandbox key),
 * so everything after the payment page runs as it will with Razorpay. With keys configured it
 * does not exist (every lookup is null, so the page and the route answer 404).
 */

const SANDBOX_LINK = /^plink_sandbox_[\w-]{16}$/;

export type SandboxCheckout = {
  linkId: string;
  orderId: string;
  orderNumber: string;
  amountPaise: number;
  status: "created" | "paid" | "failed" | "cancelled";
  expired: boolean;
};

export async function sandboxCheckout(linkId: string): Promise<SandboxCheckout | null> {
  if (paymentGateway().provider !== "sandbox" || !SANDBOX_LINK.test(linkId)) return null;
  const db = await getDb();
  const [link] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, "sandbox"), eq(payments.providerRef, linkId)))
    .limit(1);
  if (!link) return null;
  return {
    linkId,
    orderId: link.orderId,
    orderNumber: orderNumber(link.orderId),
    amountPaise: link.amountPaise,
    status: link.status,
    expired: link.expiresAt !== null && link.expiresAt.getTime() <= now().getTime(),
  };
}

export const SANDBOX_OUTCOMES = ["pay", "fail"] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/**
 * Where the sandbox page sends the shopper after Pay or Fail: our callback with the fields and
 * signature Razorpay would append. A link that is unknown is a 404; one already used, closed or
 * expired a 409, as Razorpay's page would refuse it.
 */
export async function sandboxReturnAddress(linkId: string, outcome: SandboxOutcome): Promise<string> {
  const checkout = await sandboxCheckout(linkId);
  if (!checkout) throw new HttpError(404, "There is no such payment link.");
  if (checkout.status !== "created") throw new HttpError(409, `This payment link is ${checkout.status === "paid" ? "already paid" : "closed"}.`);
  if (checkout.expired) throw new HttpError(409, "This payment link has expired.");
  const back: PaymentLinkReturn = {
    paymentLinkId: linkId,
    referenceId: checkout.orderId,
    status: outcome === "pay" ? "paid" : "failed",
    paymentId: `pay_sandbox_${randomBytes(9).toString("base64url")}`,
  };
  const query = new URLSearchParams({
    razorpay_payment_id: back.paymentId,
    razorpay_payment_link_id: back.paymentLinkId,
    razorpay_payment_link_reference_id: back.referenceId,
    razorpay_payment_link_status: back.status,
    razorpay_signature: paymentLinkSignature(back, sandboxKeySecret()),
  });
  // Back on the same host as the sandbox page itself (see gateway.ts).
  return `${PAYMENT_CALLBACK_PATH}?${query}`;
}
