import "server-only";
import { z } from "zod";
import { now } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { withTransaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { webhookEvents } from "@/models";
import { settleRefund, type SettledRefund } from "@/lib/refunds/settle";
import { paymentGateway, REFUND_KEY_NOTE } from "./gateway";
import { findLink, recordLinkEnded, recordLinkPaid, type PaidLinkResult } from "./settle";
import { isWebhookSignatureValid } from "./signatures";
import { log } from "@/server/log/log.mjs";

/** The parts of Razorpay's event payloads the shop reads; everything else is ignored. */
const event = z.object({
  event: z.string().min(1).max(100),
  payload: z
    .object({
      payment_link: z.object({ entity: z.object({ id: z.string().min(1).max(100), reference_id: z.string().max(100).nullish() }) }).optional(),
      payment: z.object({ entity: z.object({ id: z.string().max(100) }) }).optional(),
      refund: z
        .object({
          entity: z.object({
            id: z.string().min(1).max(100),
            // Razorpay sends notes as an object, or an empty list when there are none.
            notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
          }),
        })
        .optional(),
    })
    .optional(),
});

export type RazorpayEvent = z.infer<typeof event>;

/** `duplicate`: delivered before, nothing done; `applied`: it changed a payment, a refund or an order. */
export type WebhookOutcome = { event: string; duplicate: boolean; applied: boolean; paid?: PaidLinkResult; refund?: SettledRefund };

const REFUND_SETTLED: Record<string, "processed" | "failed"> = { "refund.processed": "processed", "refund.failed": "failed" };

/** Our key in a refund's notes (lib/payments/gateway.ts REFUND_KEY_NOTE), if it carries one. */
function refundKeyOf(notes: unknown): string | null {
  if (!notes || typeof notes !== "object" || Array.isArray(notes)) return null;
  const key = (notes as Record<string, unknown>)[REFUND_KEY_NOTE];
  return typeof key === "string" ? key : null;
}

const LINK_ENDED: Record<string, "cancelled"> = { "payment_link.expired": "cancelled", "payment_link.cancelled": "cancelled" };

/**
 * A Razorpay webhook, checked and applied once.
 *
 * - No RAZORPAY_WEBHOOK_SECRET: 404. Without it nothing can tell Razorpay from a forger, so the
 *   shop takes no webhooks (the callback still records payments); Razorpay retries a failed
 *   delivery for a day, so events sent just before the secret is set still arrive.
 * - Signature missing or wrong (HMAC-SHA256 of the raw body): 400, nothing read further.
 * - Each event id (X-Razorpay-Event-Id) is stored in the transaction that applies it, so a
 *   redelivery, even to another server at the same moment, changes nothing.
 * - refund.processed / refund.failed settle a pending refund of ours (lib/refunds/settle.ts);
 * - payment_link.paid records the payment as the callback does (whichever comes first);
 *   payment_link.expired / cancelled close the attempt; payment.failed is acknowledged only: a
 *   failed try does not end a Payment Link (the shopper may try again on it until it expires).
 */
export async function receiveRazorpayWebhook(rawBody: string, signature: string | null, eventId: string | null): Promise<WebhookOutcome> {
  const secret = getConfig().razorpayWebhookSecret;
  if (!secret) throw new HttpError(404, "This shop takes no Razorpay webhooks: RAZORPAY_WEBHOOK_SECRET is not set.");
  if (!signature || !isWebhookSignatureValid(rawBody, signature.trim(), secret)) {
    throw new HttpError(400, "The webhook signature does not match.");
  }
  const id = eventId?.trim();
  if (!id || id.length > 100) throw new HttpError(400, "The webhook has no event id (X-Razorpay-Event-Id).");
  let parsed: z.infer<typeof event>;
  try {
    parsed = event.parse(JSON.parse(rawBody));
  } catch {
    throw new HttpError(400, "The webhook body is not an event we can read.");
  }

  return applyRazorpayEvent(id, parsed);
}

/**
 * An event known to come from the gateway (its signature checked, or the sandbox's own), applied
 * once: its id is stored in the transaction that applies it.
 */
export async function applyRazorpayEvent(id: string, parsed: RazorpayEvent): Promise<WebhookOutcome> {
  const provider = paymentGateway().provider;
  return withTransaction(async (tx): Promise<WebhookOutcome> => {
    const at = now();
    const first = await tx
      .insert(webhookEvents)
      .values({ provider: "razorpay", eventId: id, event: parsed.event, receivedAt: at })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (first.length === 0) return { event: parsed.event, duplicate: true, applied: false };

    const settled = REFUND_SETTLED[parsed.event];
    const refundEntity = parsed.payload?.refund?.entity;
    if (settled && refundEntity) {
      const refund = await settleRefund(tx, { provider, providerRefundId: refundEntity.id, idempotencyKey: refundKeyOf(refundEntity.notes), outcome: settled }, at);
      if (!refund) log.info({ event: id }, `Razorpay event ${id} (${parsed.event}) names refund ${refundEntity.id}: not a pending refund of ours, nothing to change.`);
      return { event: parsed.event, duplicate: false, applied: refund !== null, ...(refund ? { refund } : {}) };
    }

    const linkEntity = parsed.payload?.payment_link?.entity;
    const link = linkEntity ? await findLink(tx, provider, linkEntity.id) : undefined;
    if (linkEntity && (!link || (linkEntity.reference_id && linkEntity.reference_id !== link.orderId))) {
      log.warn({ event: id }, `Razorpay event ${id} (${parsed.event}) names link ${linkEntity.id}, which is not one of ours for that order: ignored.`);
      return { event: parsed.event, duplicate: false, applied: false };
    }
    if (parsed.event === "payment_link.paid" && link) {
      return { event: parsed.event, duplicate: false, applied: true, paid: await recordLinkPaid(tx, link, parsed.payload?.payment?.entity.id ?? "", at) };
    }
    const ended = LINK_ENDED[parsed.event];
    if (ended && link) {
      await recordLinkEnded(tx, link, ended, at);
      return { event: parsed.event, duplicate: false, applied: true };
    }
    if (parsed.event === "payment.failed") log.info({ event: id }, `Razorpay event ${id}: a payment attempt failed; its link stays open until it expires.`);
    return { event: parsed.event, duplicate: false, applied: false };
  });
}
