import "server-only";
import { z } from "zod";
import { now } from "@/lib/clock";
import { withTransaction } from "@/lib/db";
import { paymentGateway } from "./gateway";
import { recordLinkEnded, recordLinkPaid, findLink, type PaidLinkResult } from "./settle";
import { isPaymentLinkSignatureValid, type PaymentLinkReturn } from "./signatures";

/** The fields the payment page appends to our callback URL (Razorpay's names). */
const returnFields = z.object({
  razorpay_payment_id: z.string().max(100).optional(),
  razorpay_payment_link_id: z.string().min(1).max(100),
  razorpay_payment_link_reference_id: z.string().min(1).max(100),
  razorpay_payment_link_status: z.string().min(1).max(40),
  razorpay_signature: z.string().min(1).max(200),
});

export type PaymentReturnOutcome =
  | { kind: "paid"; result: PaidLinkResult }
  | { kind: "not-paid"; orderId: string }
  | { kind: "refused"; reason: string };

/** Razorpay's words for a link that will take no payment now. */
const ENDED = new Set(["cancelled", "expired"]);

/**
 * The shopper's browser coming back from the payment page. Nothing is believed until the
 * signature (HMAC with the gateway's key secret) matches and the link is one of ours, made for
 * that very order: a forged or altered return changes nothing. A paid link records the payment
 * (once, whoever reports it first: this or the webhook); any other status closes the attempt
 * and leaves the order waiting, so Pay Now works again.
 */
export async function receivePaymentReturn(query: URLSearchParams): Promise<PaymentReturnOutcome> {
  const fields = returnFields.safeParse(Object.fromEntries(query));
  if (!fields.success) return { kind: "refused", reason: "The payment details in this address are incomplete." };
  const back: PaymentLinkReturn = {
    paymentLinkId: fields.data.razorpay_payment_link_id,
    referenceId: fields.data.razorpay_payment_link_reference_id,
    status: fields.data.razorpay_payment_link_status,
    paymentId: fields.data.razorpay_payment_id ?? "",
  };
  const gateway = paymentGateway();
  if (!isPaymentLinkSignatureValid(back, fields.data.razorpay_signature, gateway.keySecret)) {
    return { kind: "refused", reason: "The payment details could not be verified." };
  }
  return withTransaction(async (tx): Promise<PaymentReturnOutcome> => {
    const link = await findLink(tx, gateway.provider, back.paymentLinkId);
    if (!link || link.orderId !== back.referenceId) return { kind: "refused", reason: "We know of no such payment for that order." };
    const at = now();
    if (back.status === "paid") return { kind: "paid", result: await recordLinkPaid(tx, link, back.paymentId, at) };
    await recordLinkEnded(tx, link, ENDED.has(back.status) ? "cancelled" : "failed", at);
    return { kind: "not-paid", orderId: link.orderId };
  });
}
