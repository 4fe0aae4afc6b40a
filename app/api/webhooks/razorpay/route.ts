import { HttpError, privateJson, route } from "@/lib/http";
import { mailOrderConfirmation } from "@/lib/orders/confirmation";
import { readRawBody } from "@/lib/payments/raw-body";
import { mailRefundNews } from "@/lib/refunds/mail";
import { receiveRazorpayWebhook } from "@/lib/payments/webhook";
import type { WebhookAnswer } from "@/lib/api-answers/payments";

/**
 * Razorpay's servers report payment events here (no cookie, no Origin header), as JSON (415
 * for anything else, like every JSON call). The body is read raw (at most 1 MB) and its
 * X-Razorpay-Signature checked before anything is parsed: 400 when it is missing or wrong, 404
 * while RAZORPAY_WEBHOOK_SECRET is unset. A known event id answers 200 again without doing
 * anything, so Razorpay stops retrying it.
 */
export const POST = route(async (request: Request) => {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") throw new HttpError(415, "Send the event as JSON, with Content-Type: application/json.");
  const rawBody = await readRawBody(request);
  const outcome = await receiveRazorpayWebhook(rawBody, request.headers.get("x-razorpay-signature"), request.headers.get("x-razorpay-event-id"));
  if (outcome.paid?.placed) mailOrderConfirmation(outcome.paid.orderId);
  if (outcome.refund) mailRefundNews(outcome.refund);
  return privateJson({ received: true, event: outcome.event, duplicate: outcome.duplicate, applied: outcome.applied } satisfies WebhookAnswer);
});
